import type { IncomingHttpHeaders } from "node:http";
import {
  isFreshTimestamp,
  signaturesMatch,
  signRequest,
} from "../../../../../../integrations/rapyd/rapyd-signing";
import { RapydFakeError } from "./rapyd-fake-envelope";

/** Rapyd refuses a timestamp more than about a minute from its clock (payments.md §1.2). */
export const maxClockSkewSeconds = 60;

export interface RapydAccountKeys {
  accessKey: string;
  secretKey: string;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Checks a request as Rapyd does: the access key is the account's, the timestamp is fresh, and
 * the signature is base64(hex(HMAC-SHA256)) over method, path with query, salt, timestamp,
 * access key, secret and the exact body text. Anything else is refused with 401.
 */
export function verifySignedRequest(
  request: { method: string; target: string; headers: IncomingHttpHeaders; body: string },
  keys: RapydAccountKeys,
  now: Date,
): void {
  const refuse = (message: string) => new RapydFakeError(401, "UNAUTHENTICATED_API_CALL", message);
  const accessKey = header(request.headers, "access_key");
  const salt = header(request.headers, "salt");
  const timestamp = header(request.headers, "timestamp");
  const signature = header(request.headers, "signature");
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
