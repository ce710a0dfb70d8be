import { BrokerCallError, type CheckoutRequest, type PaymentLink } from "../../payment-broker.types";
import { toRapydAmount } from "./rapyd-amounts";
import type { RapydApi } from "../../../../../integrations/rapyd/rapyd-api";
import type {
  RapydCheckoutObject,
  RapydPaymentLinkObject,
} from "../../../../../integrations/rapyd/rapyd-objects";

/** Customers pay Icelandic companies: Rapyd offers the payment methods of this country. */
export const rapydCountry = "IS";

const unixSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

/** The page's id and address, which every hosted page Rapyd creates has. */
function page(answer: { id?: unknown; redirect_url?: unknown }) {
  const id = typeof answer.id === "string" ? answer.id : "";
  const url = typeof answer.redirect_url === "string" ? answer.redirect_url : "";
  if (!id || !url) throw new BrokerCallError("Rapyd's answer has no page id or address");
  return { id, url };
}

/**
 * The hosted checkout page of one payment transaction (POST /v1/checkout). Rapyd sends its
 * notices to the webhook address set in its portal, so `notifyUrl` is not part of the request.
 */
export function checkoutBody(request: CheckoutRequest, tenantId: string) {
  return {
    amount: toRapydAmount(request.amount, request.currency),
    currency: request.currency,
    country: rapydCountry,
    description: request.description,
    merchant_reference_id: request.transactionId,
    complete_checkout_url: request.returnUrl,
    cancel_checkout_url: request.cancelUrl,
    page_expiration: unixSeconds(request.expiresAt),
    language: request.language,
    metadata: { transaction_id: request.transactionId, tenant_id: tenantId },
  };
}

/** A fixed-amount payment link, good for one payment (POST /v1/hosted/collect/payments). */
export function paymentLinkBody(request: CheckoutRequest) {
  return {
    amount: toRapydAmount(request.amount, request.currency),
    amount_is_editable: false,
    currency: request.currency,
    country: rapydCountry,
    language: request.language,
    merchant_reference_id: request.transactionId,
    max_payments: 1,
    checkout: {
      complete_checkout_url: request.returnUrl,
      cancel_checkout_url: request.cancelUrl,
    },
  };
}

/** Opens the checkout; a retry for the same transaction gets the same page back. */
export async function openRapydCheckout(api: RapydApi, request: CheckoutRequest, tenantId: string) {
  const checkout = await api.data<Partial<RapydCheckoutObject>>(
    "POST",
    "/v1/checkout",
    checkoutBody(request, tenantId),
    `checkout:${request.transactionId}`,
  );
  const { id, url } = page(checkout);
  return { kind: "redirect" as const, url, checkoutReference: id };
}

export async function createRapydPaymentLink(api: RapydApi, request: CheckoutRequest): Promise<PaymentLink> {
  const link = await api.data<Partial<RapydPaymentLinkObject>>(
    "POST",
    "/v1/hosted/collect/payments",
    paymentLinkBody(request),
    `payment-link:${request.transactionId}`,
  );
  const { id, url } = page(link);
  return { url, checkoutReference: id };
}
