/**
 * Webhooks from Straumur, signed with the merchant's HMAC key.
 *
 * The documented rule (docs/brokers.md §2.3, Straumur's "HMAC validation" page): the JSON body carries
 * `hmacSignature`, which is base64(HMAC-SHA256(key, message)). The key is the hex HMAC key from the Straumur
 * portal, decoded to bytes. The message is the body fields
 * `checkoutReference:payfacReference:merchantReference:amount:currency:reason:success`, joined with `:` in
 * that order, where a missing or null field is an empty string. Straumur's official vector is reproduced in
 * the tests. The signature does not cover `additionalData` (the event type among it), so the event type is
 * not trusted on its own: a Refund event settles only the refund whose reference Straumur's refund call
 * answered with (straumur-webhook.ts).
 *
 * Straumur also sends the API key configured for the webhook as the `Authorization` header.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** A body field as JSON gives it; Straumur sends strings such as `"48900"` and `"true"`. */
export type StraumurField = string | number | boolean | null | undefined;

/** The webhook fields the HMAC covers, in their signed order. */
export interface StraumurSignedFields {
  checkoutReference?: StraumurField;
  payfacReference?: StraumurField;
  merchantReference?: StraumurField;
  amount?: StraumurField;
  currency?: StraumurField;
  reason?: StraumurField;
  success?: StraumurField;
}

const signedFieldOrder = [
  "checkoutReference",
  "payfacReference",
  "merchantReference",
  "amount",
  "currency",
  "reason",
  "success",
] as const;

/** The string Straumur signs: the seven fields joined with `:`, nulls as empty strings. */
export function straumurHmacMessage(fields: StraumurSignedFields): string {
  return signedFieldOrder.map((name) => String(fields[name] ?? "")).join(":");
}

/** The HMAC key as bytes, or null when it is not an even-length run of hex digits. */
export function readStraumurHmacKey(hex: string): Buffer | null {
  return /^(?:[0-9a-fA-F]{2})+$/.test(hex) ? Buffer.from(hex, "hex") : null;
}

/** The `hmacSignature` of a webhook. Throws on a key that is not hex, which is a configuration error. */
export function straumurHmacSignature(hmacKeyHex: string, fields: StraumurSignedFields): string {
  const key = readStraumurHmacKey(hmacKeyHex);
  if (!key) throw new Error("The Straumur HMAC key must be hex");
  return createHmac("sha256", key).update(straumurHmacMessage(fields), "utf8").digest("base64");
}

/** Compares two strings in constant time; different lengths never match. */
function sameText(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether a parsed webhook body carries a valid `hmacSignature` for its own fields. Never throws: a body
 * that is not an object, a missing signature or a key that is not hex all answer false.
 */
export function verifyStraumurWebhook(hmacKeyHex: string, body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const fields = body as Record<string, unknown>;
  const given = fields.hmacSignature;
  if (typeof given !== "string" || given === "" || !readStraumurHmacKey(hmacKeyHex)) return false;
  const signed: StraumurSignedFields = {};
  for (const name of signedFieldOrder) {
    const value = fields[name];
    if (value !== null && value !== undefined && !["string", "number", "boolean"].includes(typeof value)) {
      return false;
    }
    signed[name] = value as StraumurField;
  }
  return sameText(straumurHmacSignature(hmacKeyHex, signed), given);
}

/** Whether the `Authorization` header is the API key configured for the webhook, compared in constant time. */
export function isStraumurWebhookAuthorized(header: string | string[] | undefined, apiKey: string): boolean {
  return typeof header === "string" && apiKey !== "" && sameText(apiKey, header);
}
