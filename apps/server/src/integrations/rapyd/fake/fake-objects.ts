import type { RapydCheckoutObject, RapydPaymentMethodObject, RapydPaymentObject } from "../rapyd-objects";
import { declineCode, declineMessage } from "./fake-cards";
import { newFakeId } from "./fake-envelope";
import type { FakeCard } from "./fake-store";

/** Rapyd's objects as the fake makes them, from what a request or a customer gave. */
export const unixSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

export function cardObject(card: FakeCard): RapydPaymentMethodObject {
  return {
    id: card.id,
    type: `is_${card.brand.toLowerCase()}_card`,
    category: "card",
    last4: card.last4,
    expiration_month: String(card.expMonth).padStart(2, "0"),
    expiration_year: String(card.expYear % 100).padStart(2, "0"),
    bin_details: { brand: card.brand.toUpperCase() },
  };
}

/** What is paid for: a hosted page's amount and reference, or a charge's. */
export interface PaymentSubject {
  amount: number;
  currency: string;
  customer: string | null;
  reference: string | null;
  description: string;
  metadata: Record<string, string>;
}

/** How a payment ended: collected (CLO) or declined (ERR), by default as the decline test card is. */
export type PaymentOutcome =
  { status: "CLO" } | { status: "ERR"; failureCode?: string; failureMessage?: string };

export function paymentObject(
  subject: PaymentSubject,
  outcome: PaymentOutcome,
  now: Date,
  options: { id?: string; card?: FakeCard } = {},
): RapydPaymentObject {
  const paid = outcome.status === "CLO";
  return {
    id: options.id ?? newFakeId("payment"),
    status: outcome.status,
    amount: subject.amount,
    original_amount: subject.amount,
    currency_code: subject.currency,
    customer_token: subject.customer,
    merchant_reference_id: subject.reference,
    description: subject.description,
    payment_method: options.card?.id ?? null,
    ...(options.card ? { payment_method_data: cardObject(options.card) } : {}),
    failure_code: outcome.status === "ERR" ? (outcome.failureCode ?? declineCode) : "",
    failure_message: outcome.status === "ERR" ? (outcome.failureMessage ?? declineMessage) : "",
    paid,
    refunded: false,
    refunded_amount: 0,
    created_at: unixSeconds(now),
    paid_at: paid ? unixSeconds(now) : 0,
    metadata: subject.metadata,
  };
}

/** What a payment on a checkout page is for. */
export function checkoutSubject(checkout: RapydCheckoutObject): PaymentSubject {
  return {
    amount: checkout.amount,
    currency: checkout.currency,
    customer: checkout.customer || null,
    reference: checkout.merchant_reference_id || null,
    description: checkout.description,
    metadata: checkout.metadata,
  };
}

/** A NEW page whose page_expiration has passed reads as expired. */
export const isPastExpiry = (checkout: RapydCheckoutObject, now: Date) =>
  checkout.status === "NEW" &&
  checkout.page_expiration !== null &&
  checkout.page_expiration <= unixSeconds(now);
