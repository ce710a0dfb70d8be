import { createRapydApi, isSuccess, pathId, refusalOf } from "./rapyd-api";
import type { RapydClient, RapydPayment } from "./rapyd-client";
import type { RapydPaymentMethodObject, RapydPaymentObject } from "./rapyd-objects";
import { isPaymentShaped, parseCheckoutStatus, parsePayment, parsePaymentMethod } from "./rapyd-wire";

export interface RapydHttpClientOptions {
  /** e.g. `https://sandboxapi.rapyd.net`; a function is read on every call, so it may change later. */
  baseUrl: string | (() => string);
  accessKey: string;
  secretKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The RapydClient of plan billing: Rapyd's API (or the built-in fake's) through the signed client. */
export function createRapydHttpClient(options: RapydHttpClientOptions): RapydClient {
  const { accessKey, secretKey, ...transport } = options;
  const { send, data } = createRapydApi({ ...transport, keys: { accessKey, secretKey } });

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
      const checkout = await data<{
        id: string;
        status: string;
        payment?: Partial<RapydPaymentObject> | null;
      }>("GET", `/v1/checkout/${pathId(checkoutId)}`);
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
      const answer = await send(
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
      if (isSuccess(answer)) return parsePayment(answer.envelope!.data as Partial<RapydPaymentObject>);
      // A declined card may come back as an error that still carries the failed payment.
      const failed = answer.envelope?.data;
      if (answer.envelope?.status?.status === "ERROR" && isPaymentShaped(failed)) {
        const payment = parsePayment({ ...failed, status: "ERR" });
        return { ...payment, failureMessage: payment.failureMessage ?? answer.envelope.status.message };
      }
      throw refusalOf(answer);
    },

    async getPayment(paymentId) {
      return parsePayment(
        await data<Partial<RapydPaymentObject>>("GET", `/v1/payments/${pathId(paymentId)}`),
      );
    },

    async listPaymentMethods(customer) {
      const methods = await data<Partial<RapydPaymentMethodObject>[]>(
        "GET",
        `/v1/customers/${pathId(customer)}/payment_methods`,
      );
      return (methods ?? []).map(parsePaymentMethod);
    },
  };
}
