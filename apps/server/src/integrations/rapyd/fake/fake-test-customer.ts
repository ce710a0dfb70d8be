import type { RapydCheckoutObject, RapydPaymentObject, RapydRefundObject } from "../rapyd-objects";
import { notFoundError } from "./fake-envelope";
import { majorOf, minorOf } from "./fake-input";
import { checkoutSubject, isPastExpiry, paymentObject } from "./fake-objects";
import type { RapydFakeState } from "./fake-test-state";

/** What a customer does on Rapyd's hosted pages, played by a test. */
export interface CustomerActions {
  /** The customer pays on the checkout page: a closed payment, the page done. */
  payCheckout(checkoutId: string): RapydPaymentObject;
  /** The card is declined: a payment in error; the page stays open for another try. */
  declineCheckout(checkoutId: string, failureMessage?: string): RapydPaymentObject;
  /** The page runs out before anyone pays. */
  expireCheckout(checkoutId: string): RapydCheckoutObject;
  /** The customer pays through a payment link. */
  payLink(linkId: string): RapydPaymentObject;
}

function checkoutOf(state: RapydFakeState, id: string): RapydCheckoutObject {
  const checkout = state.checkouts.get(id);
  if (!checkout) throw notFoundError("checkout page", id);
  if (isPastExpiry(checkout, state.now())) checkout.status = "EXP";
  return checkout;
}

function record(state: RapydFakeState, payment: RapydPaymentObject): RapydPaymentObject {
  state.payments.set(payment.id, payment);
  return payment;
}

export function customerActions(state: RapydFakeState): CustomerActions {
  return {
    payCheckout(checkoutId) {
      const checkout = checkoutOf(state, checkoutId);
      if (checkout.status !== "NEW") throw new Error(`The checkout ${checkoutId} is ${checkout.status}`);
      const payment = record(state, paymentObject(checkoutSubject(checkout), { status: "CLO" }, state.now()));
      checkout.status = "DON";
      checkout.payment = payment;
      return payment;
    },
    declineCheckout(checkoutId, failureMessage) {
      const checkout = checkoutOf(state, checkoutId);
      const outcome = { status: "ERR" as const, failureMessage };
      const payment = record(state, paymentObject(checkoutSubject(checkout), outcome, state.now()));
      checkout.payment = payment;
      return payment;
    },
    expireCheckout(checkoutId) {
      const checkout = checkoutOf(state, checkoutId);
      checkout.status = "EXP";
      return checkout;
    },
    payLink(linkId) {
      const link = state.links.get(linkId);
      if (!link) throw notFoundError("payment link", linkId);
      const subject = {
        amount: link.amount,
        currency: link.currency,
        customer: null,
        reference: link.merchant_reference_id,
        description: "",
        metadata: {},
      };
      return record(state, paymentObject(subject, { status: "CLO" }, state.now()));
    },
  };
}

/**
 * Rapyd finishes a pending refund, as its two-step flow does: Completed, or Rejected with a reason,
 * which gives the amount back to what is left to refund on the payment. A finished refund stays as it is.
 */
export function finishRefund(
  state: RapydFakeState,
  id: string,
  status: "Completed" | "Rejected",
  failureReason = "Card issuer declined the refund",
): RapydRefundObject {
  const refund = state.refunds.get(id);
  if (!refund) throw notFoundError("refund", id);
  if (refund.status !== "Pending") return refund;
  refund.status = status;
  if (status === "Rejected") {
    refund.failure_reason = failureReason;
    const payment = state.payments.get(refund.payment)!;
    const left = minorOf(payment.refunded_amount, refund.currency) - minorOf(refund.amount, refund.currency);
    payment.refunded_amount = majorOf(left, refund.currency);
    payment.refunded = false;
  }
  return refund;
}
