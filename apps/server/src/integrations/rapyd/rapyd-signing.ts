import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { RapydWebhookEvent } from "./rapyd-client";
import { RapydWebhookError } from "./rapyd-errors";

export interface RequestToSign {
  method: string;
  /** From `/v1`, with the `?query` when there is one. */
  path: string;
  /** The exact string sent; "" for no body or `{}`. */
  body: string;
  salt: string;
  timestamp: string | number;
  accessKey: string;
  secretKey: string;
}

/**
 * Rapyd signs the hex digest as text: base64(hex(HMAC)). Encoding the raw digest instead is a common
 * mistake that Rapyd rejects (docs/brokers.md §1.2).
 */
function hexThenBase64(secretKey: string, message: string): string {
  const hex = createHmac("sha256", secretKey).update(message, "utf8").digest("hex");
  return Buffer.from(hex, "utf8").toString("base64");
}

/** The `signature` header of an API request (docs/brokers.md §1.2). */
export function signRequest(request: RequestToSign): string {
  const body = request.body === "{}" ? "" : request.body;
  return hexThenBase64(
    request.secretKey,
    request.method.toLowerCase() +
      request.path +
      request.salt +
      String(request.timestamp) +
      request.accessKey +
      request.secretKey +
      body,
  );
}

/** The body string that is both signed and sent: compact JSON, where nothing or `{}` is "". */
export function serializeBody(body: unknown): string {
  if (body === undefined || body === null) return "";
  const json = JSON.stringify(body);
  return json === "{}" ? "" : json;
}

/** A fresh random salt; Rapyd recommends 8 to 16 characters. */
export function newSalt(): string {
  return randomBytes(8).toString("hex");
}

export interface WebhookToSign {
  /** The whole webhook URL as registered with Rapyd, not the request path. */
  url: string;
  salt: string;
  timestamp: string | number;
  accessKey: string;
  secretKey: string;
  body: string;
}

/** The `signature` header of a webhook: like a request's, with the full URL and no method (§1.3). */
export function signWebhook(webhook: WebhookToSign): string {
  return hexThenBase64(
    webhook.secretKey,
    webhook.url +
      webhook.salt +
      String(webhook.timestamp) +
      webhook.accessKey +
      webhook.secretKey +
      webhook.body,
  );
}

/** Compares two signatures in constant time, so timing cannot reveal how much of a guess was right. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a Unix-seconds timestamp lies within `maxAgeSeconds` of now, either side. */
export function isFreshTimestamp(timestamp: string, now: Date, maxAgeSeconds: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= maxAgeSeconds;
}

export interface WebhookVerification {
  url: string;
  accessKey: string;
  secretKey: string;
  /** How old a webhook may be; Rapyd sets no limit, this is our guard against replays. */
  maxAgeSeconds?: number;
}

type HeaderValue = string | string[] | undefined;

/** The headers Rapyd sends with a webhook; a Fastify `request.headers` fits. */
export interface WebhookHeaders {
  [name: string]: HeaderValue;
  salt?: HeaderValue;
  timestamp?: HeaderValue;
  signature?: HeaderValue;
}

const defaultWebhookMaxAgeSeconds = 300;

function single(value: HeaderValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a webhook's signature over the raw body exactly as received, and its age, then parses the
 * §1.6 envelope. Throws RapydWebhookError when the webhook must not be trusted.
 */
export function verifyWebhook(
  settings: WebhookVerification,
  headers: WebhookHeaders,
  rawBody: string,
  now: Date = new Date(),
): RapydWebhookEvent {
  const salt = single(headers.salt);
  const timestamp = single(headers.timestamp);
  const signature = single(headers.signature);
  if (!salt || !timestamp || !signature) throw new RapydWebhookError("missing-headers");
  const expected = signWebhook({ ...settings, salt, timestamp, body: rawBody });
  if (!signaturesMatch(expected, signature)) throw new RapydWebhookError("bad-signature");
  if (!isFreshTimestamp(timestamp, now, settings.maxAgeSeconds ?? defaultWebhookMaxAgeSeconds)) {
    throw new RapydWebhookError("stale");
  }
  return parseWebhookEvent(rawBody);
}

function parseWebhookEvent(rawBody: string): RapydWebhookEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new RapydWebhookError("malformed-body");
  }
  const event = parsed as { id?: unknown; type?: unknown; created_at?: unknown; data?: unknown };
  if (
    typeof parsed !== "object" ||
    parsed === null ||
    typeof event.id !== "string" ||
    typeof event.type !== "string" ||
    typeof event.data !== "object" ||
    event.data === null
  ) {
    throw new RapydWebhookError("malformed-body");
  }
  return {
    id: event.id,
    type: event.type,
    createdAt: typeof event.created_at === "number" ? event.created_at : 0,
    data: event.data as Record<string, unknown>,
  };
}
