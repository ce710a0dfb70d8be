import type { RapydClient, RapydPayment } from "./rapyd-client";
import { RapydError } from "./rapyd-errors";
import { newSalt, serializeBody, signRequest } from "./rapyd-signing";
import {
  isPaymentShaped,
  parseCheckoutStatus,
  parsePayment,
  parsePaymentMethod,
  type RapydEnvelope,
  type RapydWirePayment,
  type RapydWirePaymentMethod,
} from "./rapyd-wire";

export interface RapydHttpClientOptions {
  /** e.g. `https://sandboxapi.rapyd.net`; a function is read on every call, so it may change later. */
  baseUrl: string | (() => string);
  accessKey: string;
  secretKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface Answer {
  httpStatus: number;
  envelope: RapydEnvelope<unknown> | undefined;
}

function toError(answer: Answer): RapydError {
  const status = answer.envelope?.status;
  return new RapydError(
    status?.error_code || `HTTP_${answer.httpStatus}`,
    status?.message ?? "",
    status?.operation_id || null,
    answer.httpStatus,
  );
}

function succeeded(answer: Answer): boolean {
  return answer.httpStatus >= 200 && answer.httpStatus < 300 && answer.envelope?.status?.status === "SUCCESS";
}

const id = (value: string) => encodeURIComponent(value);

/** The RapydClient that talks to Rapyd (or the built-in fake) over HTTP, signing every request. */
export function createRapydHttpClient(options: RapydHttpClientOptions): RapydClient {
  const send = options.fetch ?? fetch;
  const baseUrl = typeof options.baseUrl === "function" ? options.baseUrl : () => options.baseUrl as string;

  async function call(method: "GET" | "POST", path: string, body?: unknown, idempotencyKey?: string) {
    // Serialized once: the signature covers exactly the bytes that go on the wire.
    const bodyText = method === "GET" ? "" : serializeBody(body);
    const salt = newSalt();
    const timestamp = String(Math.floor(Date.now() / 1000));
    const headers: Record<string, string> = {
      "content-type": "application/json",
      access_key: options.accessKey,
      salt,
      timestamp,
      signature: signRequest({ ...options, method, path, body: bodyText, salt, timestamp }),
    };
    if (idempotencyKey) headers.idempotency = idempotencyKey;
    let response: Response;
    let raw: string;
    try {
      response = await send(`${baseUrl().replace(/\/$/, "")}${path}`, {
        method,
        headers,
        body: method === "GET" ? undefined : bodyText,
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      raw = await response.text();
    } catch (error) {
      // Unreachable or too slow: the outcome is unknown, so callers retry with the same idempotency key.
      throw new RapydError("NETWORK_ERROR", error instanceof Error ? error.message : String(error), null, 0);
    }
    let envelope: RapydEnvelope<unknown> | undefined;
    try {
      envelope = raw ? (JSON.parse(raw) as RapydEnvelope<unknown>) : undefined;
    } catch {
      envelope = undefined;
    }
    return { httpStatus: response.status, envelope } satisfies Answer;
  }

  async function data<T>(method: "GET" | "POST", path: string, body?: unknown, idempotencyKey?: string) {
    const answer = await call(method, path, body, idempotencyKey);
    if (!succeeded(answer)) throw toError(answer);
    return answer.envelope!.data as T;
  }

  return {
    async createCustomer(input, idempotencyKey) {
      const customer = await data<{ id: string }>(
        "POST",
        "/v1/customers",
        { name: input.name, email: input.email, metadata: { tenant_id: input.tenantId } },
        idempotencyKey,
      );
      return { id: customer.id };
    },

    async createCheckout(input, idempotencyKey) {
      const checkout = await data<{ id: string; redirect_url: string }>(
        "POST",
        "/v1/checkout",
        {
          amount: input.amount,
          currency: input.currency,
          country: input.country,
          customer: input.customer,
          merchant_reference_id: input.merchantReferenceId,
          complete_checkout_url: input.completeCheckoutUrl,
          cancel_checkout_url: input.cancelCheckoutUrl,
          description: input.description,
          ...(input.metadata ? { metadata: input.metadata } : {}),
        },
        idempotencyKey,
      );
      return { id: checkout.id, redirectUrl: checkout.redirect_url };
    },

    async getCheckout(checkoutId) {
      const checkout = await data<{ id: string; status: string; payment?: Partial<RapydWirePayment> | null }>(
        "GET",
        `/v1/checkout/${id(checkoutId)}`,
      );
      return {
        id: checkout.id,
        status: parseCheckoutStatus(checkout.status),
        payment: checkout.payment?.id ? parsePayment(checkout.payment) : null,
      };
    },

    async createCardSaveSession(input, idempotencyKey) {
      const page = await data<{ id: string; redirect_url: string }>(
        "POST",
        "/v1/hosted/collect/card",
        {
          customer: input.customer,
          country: input.country ?? "IS",
          merchant_reference_id: input.merchantReferenceId,
          complete_url: input.completeUrl,
          cancel_url: input.cancelUrl,
        },
        idempotencyKey,
      );
      return { id: page.id, redirectUrl: page.redirect_url };
    },

    async chargeCustomer(input, idempotencyKey): Promise<RapydPayment> {
      // No payment_method: Rapyd then charges the customer's default one.
      const answer = await call(
        "POST",
        "/v1/payments",
        {
          amount: input.amount,
          currency: input.currency,
          customer: input.customer,
          merchant_reference_id: input.merchantReferenceId,
          description: input.description,
          capture: true,
        },
        idempotencyKey,
      );
      if (succeeded(answer)) return parsePayment(answer.envelope!.data as Partial<RapydWirePayment>);
      // A declined card may come back as an error that still carries the failed payment.
      const failed = answer.envelope?.data;
      if (answer.envelope?.status?.status === "ERROR" && isPaymentShaped(failed)) {
        const payment = parsePayment({ ...failed, status: "ERR" });
        return { ...payment, failureMessage: payment.failureMessage ?? answer.envelope.status.message };
      }
      throw toError(answer);
    },

    async getPayment(paymentId) {
      return parsePayment(await data<Partial<RapydWirePayment>>("GET", `/v1/payments/${id(paymentId)}`));
    },

    async listPaymentMethods(customer) {
      const methods = await data<Partial<RapydWirePaymentMethod>[]>(
        "GET",
        `/v1/customers/${id(customer)}/payment_methods`,
      );
      return (methods ?? []).map(parsePaymentMethod);
    },
  };
}
