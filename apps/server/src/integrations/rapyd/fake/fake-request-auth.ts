import { isFreshTimestamp, signaturesMatch, signRequest } from "../rapyd-signing";
import type { RapydKeys } from "../rapyd-api";
import { RapydFakeError } from "./fake-envelope";

/** Rapyd refuses a timestamp more than about a minute away from its clock (docs/brokers.md §1.2). */
export const maxClockSkewSeconds = 60;

type HeaderValue = string | string[] | undefined;

/** A request to the fake's API as it arrived. */
export interface SignedRequest {
  method: string;
  /** The path from `/v1`, with the `?query` when there is one. */
  target: string;
  headers: Record<string, HeaderValue>;
  /** The raw body text as received; "" when there is none. */
  body: string;
}

function header(request: SignedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a request as Rapyd does: the access key is the account's, the timestamp is fresh, and
 * the signature is base64(hex(HMAC-SHA256)) over method, path with query, salt, timestamp,
 * access key, secret and the exact body text. Anything else is refused with 401.
 */
export function verifyFakeRequest(request: SignedRequest, keys: RapydKeys, now = new Date()): void {
  const refuse = (message: string) => new RapydFakeError(401, "UNAUTHENTICATED_API_CALL", message);
  const accessKey = header(request, "access_key");
  const salt = header(request, "salt");
  const timestamp = header(request, "timestamp");
  const signature = header(request, "signature");
  if (!accessKey || !salt || !timestamp || !signature) {
    throw refuse("The access_key, salt, timestamp and signature headers are required.");
  }
  if (!signaturesMatch(keys.accessKey, accessKey)) throw refuse("The access key is not known.");
  if (!isFreshTimestamp(timestamp, now, maxClockSkewSeconds)) {
    throw refuse("The timestamp is more than 60 seconds away from the server's clock.");
  }
  const expected = signRequest({
    ...keys,
    method: request.method,
    path: request.target,
    body: request.body,
    salt,
    timestamp,
  });
  if (!signaturesMatch(expected, signature)) throw refuse("The request signature is not valid.");
}
