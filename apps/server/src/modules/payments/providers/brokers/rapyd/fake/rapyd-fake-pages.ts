import type {
  RapydCheckoutObject,
  RapydPaymentLinkObject,
  RapydPaymentObject,
} from "../../../../../../integrations/rapyd/rapyd-objects";
import { invalid, notFound, rapydId } from "./rapyd-fake-envelope";
import { checkedAmount, optionalText, requiredText, unixNow, type RapydFakeState } from "./rapyd-fake-state";

const currencyPattern = /^[A-Z]{3}$/;
const countryPattern = /^[A-Z]{2}$/;
const hostedPages = "https://sandboxcheckout.rapyd.net";

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}

/** POST /v1/checkout */
export function createCheckout(state: RapydFakeState, body: Record<string, unknown>): RapydCheckoutObject {
  const currency = requiredText(body, "currency", currencyPattern);
  const expiration = body.page_expiration;
  if (expiration !== undefined && (typeof expiration !== "number" || expiration <= unixNow(state))) {
    throw invalid("The field page_expiration must be a Unix time in the future.");
  }
  const id = rapydId("checkout_");
  const checkout: RapydCheckoutObject = {
    id,
    status: "NEW",
    amount: checkedAmount(body.amount, currency),
    currency,
    country: requiredText(body, "country", countryPattern),
    customer: optionalText(body, "customer"),
    language: optionalText(body, "language") || null,
    description: optionalText(body, "description"),
    merchant_reference_id: optionalText(body, "merchant_reference_id"),
    complete_checkout_url: optionalText(body, "complete_checkout_url"),
    cancel_checkout_url: optionalText(body, "cancel_checkout_url"),
    page_expiration: typeof expiration === "number" ? expiration : null,
    redirect_url: `${hostedPages}/checkout/${id}`,
    metadata: stringRecord(body.metadata),
    payment: null,
    timestamp: unixNow(state),
  };
  state.checkouts.set(id, checkout);
  return checkout;
}

/** GET /v1/checkout/{id}: a page past its expiration reads as EXP unless it was paid. */
export function readCheckout(state: RapydFakeState, id: string): RapydCheckoutObject {
  const checkout = state.checkouts.get(id);
  if (!checkout) throw notFound("checkout page", id);
  const due = checkout.page_expiration !== null && checkout.page_expiration <= unixNow(state);
  if (checkout.status === "NEW" && due) checkout.status = "EXP";
  return checkout;
}

/** POST /v1/hosted/collect/payments */
export function createPaymentLink(
  state: RapydFakeState,
  body: Record<string, unknown>,
): RapydPaymentLinkObject {
  const currency = requiredText(body, "currency", currencyPattern);
  const id = rapydId("hp_reuse_");
  const link: RapydPaymentLinkObject = {
    id,
    status: "NEW",
    amount: checkedAmount(body.amount, currency),
    amount_is_editable: body.amount_is_editable === true,
    currency,
    country: requiredText(body, "country", countryPattern),
    language: optionalText(body, "language") || null,
    merchant_reference_id: optionalText(body, "merchant_reference_id"),
    max_payments: typeof body.max_payments === "number" ? body.max_payments : null,
    template: stringRecord(body.checkout),
    redirect_url: `${hostedPages}/pay/${id.slice("hp_reuse_".length, "hp_reuse_".length + 8)}`,
  };
  state.links.set(id, link);
  return link;
}

export function readPaymentLink(state: RapydFakeState, id: string): RapydPaymentLinkObject {
  const link = state.links.get(id);
  if (!link) throw notFound("payment link", id);
  return link;
}

/** A customer's payment on a hosted page: closed (paid) or in error (declined). */
export function recordPayment(
  state: RapydFakeState,
  page: {
    amount: number;
    currency: string;
    merchant_reference_id: string;
    metadata?: Record<string, string>;
  },
  outcome: { status: "CLO" } | { status: "ERR"; failureCode: string; failureMessage: string },
): RapydPaymentObject {
  const paid = outcome.status === "CLO";
  const payment: RapydPaymentObject = {
    id: rapydId("payment_"),
    status: outcome.status,
    amount: page.amount,
    original_amount: page.amount,
    currency_code: page.currency,
    customer_token: null,
    merchant_reference_id: page.merchant_reference_id,
    description: "",
    payment_method: null,
    paid,
    refunded: false,
    refunded_amount: 0,
    failure_code: paid ? "" : outcome.failureCode,
    failure_message: paid ? "" : outcome.failureMessage,
    created_at: unixNow(state),
    paid_at: paid ? unixNow(state) : 0,
    metadata: page.metadata ?? {},
  };
  state.payments.set(payment.id, payment);
  return payment;
}
