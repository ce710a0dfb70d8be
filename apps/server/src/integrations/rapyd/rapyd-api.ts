import { RapydError } from "./rapyd-errors";
import { newSalt, serializeBody, signRequest } from "./rapyd-signing";
import type { RapydEnvelope } from "./rapyd-wire";

/** One Rapyd account's keys: the access key travels with each request, the secret signs it. */
export interface RapydKeys {
  accessKey: string;
  secretKey: string;
}

/** What Rapyd answered: the HTTP status and its {status, data} envelope, when the body was one. */
export interface RapydAnswer<T = unknown> {
  httpStatus: number;
  envelope: RapydEnvelope<T> | undefined;
}

export type RapydMethod = "GET" | "POST";

export interface RapydApiOptions {
  /** e.g. `https://sandboxapi.rapyd.net`; a function is read on every call, so it may change later. */
  baseUrl: string | (() => string);
  /** A function is read on every call, before the address, and may refuse by throwing. */
  keys: RapydKeys | (() => RapydKeys);
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RapydApi {
  /**
   * One signed request and whatever Rapyd answered. Rejects only when Rapyd could not be asked:
   * unreachable or too slow is a RapydError NETWORK_ERROR, since the outcome is unknown and a
   * retry with the same idempotency key is safe.
   */
  send<T>(method: RapydMethod, path: string, body?: unknown, idempotency?: string): Promise<RapydAnswer<T>>;
  /** One signed request whose `data` is returned; any refusal rejects with a RapydError. */
  data<T>(method: RapydMethod, path: string, body?: unknown, idempotency?: string): Promise<T>;
}

export const isSuccess = (answer: RapydAnswer): boolean =>
  answer.httpStatus >= 200 && answer.httpStatus < 300 && answer.envelope?.status?.status === "SUCCESS";

/** Rapyd's refusal as an error: its code (or the HTTP status), message and operation id. */
export function refusalOf(answer: RapydAnswer): RapydError {
  const status = answer.envelope?.status;
  return new RapydError(
    status?.error_code || `HTTP_${answer.httpStatus}`,
    status?.message ?? "",
    status?.operation_id || null,
    answer.httpStatus,
  );
}

/** An id in a path: Rapyd's ids are plain, but nothing read from elsewhere goes into a URL raw. */
export const pathId = (id: string) => encodeURIComponent(id);

const defaultTimeoutMs = 30_000;

/** Rapyd's API signed as docs/brokers.md §1.2: every request carries the exact bytes it was signed over. */
export function createRapydApi(options: RapydApiOptions): RapydApi {
  const transport = options.fetch ?? fetch;
  const keysOf = typeof options.keys === "function" ? options.keys : () => options.keys as RapydKeys;
  const baseUrl = typeof options.baseUrl === "function" ? options.baseUrl : () => options.baseUrl as string;

  async function send<T>(method: RapydMethod, path: string, body?: unknown, idempotency?: string) {
    const { accessKey, secretKey } = keysOf();
    const url = `${baseUrl().replace(/\/$/, "")}${path}`;
    // Serialized once: the signature covers exactly the bytes that go on the wire.
    const bodyText = method === "GET" ? "" : serializeBody(body);
    const salt = newSalt();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      "content-type": "application/json",
      access_key: accessKey,
      salt,
      timestamp,
      signature: signRequest({ method, path, body: bodyText, salt, timestamp, accessKey, secretKey }),
    };
    if (idempotency) headers.idempotency = idempotency;
    let httpStatus: number;
    let raw: string;
    try {
      const response = await transport(url, {
        method,
        headers,
        body: method === "GET" ? undefined : bodyText,
        signal: AbortSignal.timeout(options.timeoutMs ?? defaultTimeoutMs),
      });
      httpStatus = response.status;
      raw = await response.text();
    } catch (error) {
      throw new RapydError("NETWORK_ERROR", error instanceof Error ? error.message : String(error), null, 0);
    }
    let envelope: RapydEnvelope<T> | undefined;
    try {
      envelope = raw ? (JSON.parse(raw) as RapydEnvelope<T>) : undefined;
    } catch {
      envelope = undefined;
    }
    return { httpStatus, envelope };
  }

  return {
    send,
    async data<T>(method: RapydMethod, path: string, body?: unknown, idempotency?: string) {
      const answer = await send<T>(method, path, body, idempotency);
      if (!isSuccess(answer)) throw refusalOf(answer);
      return answer.envelope!.data as T;
    },
  };
}
