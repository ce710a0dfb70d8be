/**
 * Webhooks of Teya's Online Payments API, signed with Teya's RSA key.
 *
 * The documented rule (docs/brokers.md §2.2): the `x-teya-signature` header carries a base64 RSA signature,
 * PKCS#1 v1.5 with SHA-256, over the raw request body. It is checked with the public key that the Business
 * Portal shows for the webhook. Teya retries a failed delivery up to 6 times over about 9 hours, so a valid
 * signature says who sent a body, not that it is new; deduplicate on the event key (teya-event-key.ts).
 *
 * Verification never throws: a missing or malformed header, an unreadable key or a bad signature all
 * answer false, so a webhook route can turn every failure into the same 401.
 */
import { type KeyObject, constants, createPublicKey, verify } from "node:crypto";

/** The header that carries the signature; Node lowercases header names. */
export const TEYA_SIGNATURE_HEADER = "x-teya-signature";

type HeaderValue = string | string[] | undefined;

/** Padded standard base64, the form the header is documented to use. */
const base64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Reads the webhook public key as the portal shows it: PEM text, or the base64 of its DER
 * (SubjectPublicKeyInfo). Returns null for anything that is not an RSA public key.
 */
export function readTeyaPublicKey(text: string): KeyObject | null {
  try {
    const trimmed = text.trim();
    const key = trimmed.includes("-----BEGIN")
      ? createPublicKey(trimmed)
      : createPublicKey({
          key: Buffer.from(trimmed.replace(/\s+/g, ""), "base64"),
          format: "der",
          type: "spki",
        });
    return key.asymmetricKeyType === "rsa" ? key : null;
  } catch {
    return null;
  }
}

/** The one signature a request carries, or undefined when it has none or several. */
export function teyaSignatureFromHeaders(headers: Record<string, HeaderValue>): string | undefined {
  const value = headers[TEYA_SIGNATURE_HEADER];
  return typeof value === "string" ? value : undefined;
}

/**
 * Whether `signature` is Teya's signature over `rawBody`, the body bytes exactly as received. Pass the key
 * read once at startup, or its text.
 */
export function verifyTeyaWebhook(
  rawBody: Buffer | string,
  signature: string | undefined,
  publicKey: KeyObject | string,
): boolean {
  if (!signature || !base64.test(signature)) return false;
  const key = typeof publicKey === "string" ? readTeyaPublicKey(publicKey) : publicKey;
  if (!key || key.type !== "public" || key.asymmetricKeyType !== "rsa") return false;
  const body = typeof rawBody === "string" ? Buffer.from(rawBody, "utf8") : rawBody;
  try {
    return verify(
      "sha256",
      body,
      { key, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(signature, "base64"),
    );
  } catch {
    return false;
  }
}
