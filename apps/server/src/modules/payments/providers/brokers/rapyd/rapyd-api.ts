import { newSalt, serializeBody, signRequest } from "../../../../../integrations/rapyd/rapyd-signing";
import type { RapydEnvelope } from "../../../../../integrations/rapyd/rapyd-wire";
import { BrokerCallError, type BrokerContext } from "../../payment-broker.types";

/** What Rapyd answered: the HTTP status and its {status, data} envelope, when the body was one. */
export interface RapydAnswer<T = unknown> {
  httpStatus: number;
  envelope: RapydEnvelope<T> | undefined;
}

export interface RapydApi {
  /** One signed request. Rejects only when Rapyd could not be asked (no keys, unreachable). */
  send<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    idempotency?: string,
  ): Promise<RapydAnswer<T>>;
  /** One signed request whose `data` is returned; any refusal rejects with Rapyd's reason. */
  data<T>(method: "GET" | "POST", path: string, body?: unknown, idempotency?: string): Promise<T>;
}

const timeoutMs = 20_000;

export const isSuccess = (answer: RapydAnswer): boolean =>
  answer.httpStatus >= 200 && answer.httpStatus < 300 && answer.envelope?.status?.status === "SUCCESS";

/** A refusal as staff see it: Rapyd's message and error code, and its operation id for support. */
export function refusal(answer: RapydAnswer): BrokerCallError {
  const status = answer.envelope?.status;
  const code = status?.error_code || `HTTP_${answer.httpStatus}`;
  const reason = status?.message || status?.error_code || `Rapyd answered HTTP ${answer.httpStatus}`;
  const operation = status?.operation_id ? ` (operation ${status.operation_id})` : "";
  return new BrokerCallError(`Rapyd refused the request: ${reason}${operation}`, code);
}

/** An id in a path: Rapyd's ids are plain, but nothing read from elsewhere goes into a URL raw. */
export const pathId = (id: string) => encodeURIComponent(id);

/** The company's keys, checked on each call so an adapter can be made before they are set. */
export function rapydKeys(context: BrokerContext): { accessKey: string; secretKey: string } {
  const accessKey = context.credentials.accessKey?.trim();
  const secretKey = context.credentials.secretKey?.trim();
  if (!accessKey || !secretKey) {
    throw new BrokerCallError("Rapyd's access key and secret key are not set in the payment settings");
  }
  return { accessKey, secretKey };
}

function baseUrlOf(context: BrokerContext): string {
  const baseUrl = context.endpoints.rapyd?.trim().replace(/\/+$/, "");
  if (!baseUrl) throw new BrokerCallError("No address is configured for Rapyd's API");
  return baseUrl;
}

/** Rapyd's API signed as payments.md §1.2, over the company's keys and the context's fetch. */
export function rapydApi(context: BrokerContext): RapydApi {
  async function send<T>(method: "GET" | "POST", path: string, body?: unknown, idempotency?: string) {
    const { accessKey, secretKey } = rapydKeys(context);
    const baseUrl = baseUrlOf(context);
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
      const response = await context.fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: method === "GET" ? undefined : bodyText,
        signal: AbortSignal.timeout(timeoutMs),
      });
      httpStatus = response.status;
      raw = await response.text();
    } catch (error) {
      // The outcome is unknown: a retry with the same idempotency key is safe.
      const reason = error instanceof Error ? error.message : String(error);
      throw new BrokerCallError(`Rapyd could not be reached: ${reason}`, "NETWORK_ERROR");
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
    async data<T>(method: "GET" | "POST", path: string, body?: unknown, idempotency?: string) {
      const answer = await send<T>(method, path, body, idempotency);
      if (!isSuccess(answer) || answer.envelope?.data === undefined) throw refusal(answer);
      return answer.envelope.data;
    },
  };
}
