import { isFreshTimestamp, signaturesMatch, signRequest } from "../rapyd-signing";
import { rapydSandboxPrefix } from "../rapyd-config";
import { RapydFakeError } from "./fake-envelope";

/** Rapyd refuses a timestamp more than about a minute away from its clock (payments.md §1.2). */
const maxClockSkewSeconds = 60;

interface SignedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body text as received. */
  body: unknown;
}

function header(request: SignedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Checks a request to the fake exactly as Rapyd would; refuses it with 401 otherwise. */
export function verifyFakeRequest(
  request: SignedRequest,
  keys: { accessKey: string; secretKey: string },
  now = new Date(),
): void {
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
    path: request.url.slice(rapydSandboxPrefix.length),
    body: typeof request.body === "string" ? request.body : "",
    salt,
    timestamp,
  });
  if (!signaturesMatch(expected, signature)) throw refuse("The request signature is not valid.");
}
