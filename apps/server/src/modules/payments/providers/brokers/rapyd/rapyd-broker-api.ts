import {
  createRapydApi,
  isSuccess,
  type RapydAnswer,
  type RapydApi,
  type RapydKeys,
  type RapydMethod,
} from "../../../../../integrations/rapyd/rapyd-api";
import { RapydError } from "../../../../../integrations/rapyd/rapyd-errors";
import { BrokerCallError, type BrokerContext } from "../../payment-broker.types";

const timeoutMs = 20_000;

/** A refusal as staff see it: Rapyd's message and error code, and its operation id for support. */
export function refusal(answer: RapydAnswer): BrokerCallError {
  const status = answer.envelope?.status;
  const code = status?.error_code || `HTTP_${answer.httpStatus}`;
  const reason = status?.message || status?.error_code || `Rapyd answered HTTP ${answer.httpStatus}`;
  const operation = status?.operation_id ? ` (operation ${status.operation_id})` : "";
  return new BrokerCallError(`Rapyd refused the request: ${reason}${operation}`, code);
}

/** The company's keys, checked on each call so an adapter can be made before they are set. */
export function rapydKeys(context: BrokerContext): RapydKeys {
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

/**
 * The signed Rapyd client over the company's keys and the context's fetch, answering in the
 * broker's terms: Rapyd unreachable, or refusing a call whose data is needed, is a BrokerCallError.
 */
export function rapydApi(context: BrokerContext): RapydApi {
  const api = createRapydApi({
    keys: () => rapydKeys(context),
    baseUrl: () => baseUrlOf(context),
    fetch: (input, init) => context.fetch(input, init),
    timeoutMs,
  });

  async function send<T>(method: RapydMethod, path: string, body?: unknown, idempotency?: string) {
    try {
      return await api.send<T>(method, path, body, idempotency);
    } catch (error) {
      if (error instanceof RapydError && error.errorCode === "NETWORK_ERROR") {
        throw new BrokerCallError(`Rapyd could not be reached: ${error.message}`, "NETWORK_ERROR");
      }
      throw error;
    }
  }

  return {
    send,
    async data<T>(method: RapydMethod, path: string, body?: unknown, idempotency?: string) {
      const answer = await send<T>(method, path, body, idempotency);
      if (!isSuccess(answer) || answer.envelope?.data === undefined) throw refusal(answer);
      return answer.envelope.data;
    },
  };
}
