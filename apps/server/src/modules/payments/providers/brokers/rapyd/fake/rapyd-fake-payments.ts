import type {
  RapydPaymentObject,
  RapydRefundObject,
} from "../../../../../../integrations/rapyd/rapyd-objects";
import { notFound, rapydId, RapydFakeError } from "./rapyd-fake-envelope";
import {
  checkedAmount,
  majorOf,
  minorOf,
  optionalText,
  unixNow,
  type RapydFakeState,
} from "./rapyd-fake-state";

/** GET /v1/payments/{id} */
export function readPayment(state: RapydFakeState, id: string): RapydPaymentObject {
  const payment = state.payments.get(id);
  if (!payment) throw notFound("payment", id);
  return payment;
}

/** GET /v1/payments?merchant_reference_id=…&limit=…, newest first as Rapyd lists them. */
export function listPayments(state: RapydFakeState, query: URLSearchParams): RapydPaymentObject[] {
  const reference = query.get("merchant_reference_id");
  const limit = Math.min(Math.max(Number(query.get("limit") ?? 10) || 10, 1), 100);
  return [...state.payments.values()]
    .filter((payment) => reference === null || payment.merchant_reference_id === reference)
    .reverse()
    .slice(0, limit);
}

/**
 * POST /v1/refunds: the payment must be closed, and all its refunds together may not exceed what
 * was paid (payments.md §1.5). Leaving out `amount` refunds what is left.
 */
export function createRefund(state: RapydFakeState, body: Record<string, unknown>): RapydRefundObject {
  const paymentId = optionalText(body, "payment");
  const payment = state.payments.get(paymentId);
  if (!payment) {
    throw new RapydFakeError(400, "ERROR_ADDING_REFUND", `The payment ${paymentId} was not found.`);
  }
  if (payment.status !== "CLO") {
    throw new RapydFakeError(400, "ERROR_CREATE_REFUND", `The payment ${paymentId} is not closed.`);
  }
  const currency = payment.currency_code;
  const left = minorOf(payment.amount, currency) - minorOf(payment.refunded_amount, currency);
  if (left <= 0) {
    throw new RapydFakeError(
      400,
      "ERROR_CREATE_REFUND_EWALLET_ALREADY_FULLY_REFUNDED",
      `The payment ${paymentId} is already fully refunded.`,
    );
  }
  const amount = body.amount === undefined ? majorOf(left, currency) : checkedAmount(body.amount, currency);
  if (minorOf(amount, currency) > left) {
    throw new RapydFakeError(
      400,
      "ERROR_CREATE_REFUND",
      `The refund of ${amount} ${currency} exceeds the ${majorOf(left, currency)} ${currency} left on the payment.`,
    );
  }
  const refunded = minorOf(payment.refunded_amount, currency) + minorOf(amount, currency);
  payment.refunded_amount = majorOf(refunded, currency);
  payment.refunded = refunded >= minorOf(payment.amount, currency);
  const refund: RapydRefundObject = {
    id: rapydId("refund_"),
    payment: payment.id,
    amount,
    currency,
    status: state.refundStatus,
    reason: optionalText(body, "reason"),
    merchant_reference_id: optionalText(body, "merchant_reference_id"),
    failure_reason: "",
    created_at: unixNow(state),
  };
  state.refunds.set(refund.id, refund);
  return refund;
}

/** GET /v1/refunds/{id} */
export function readRefund(state: RapydFakeState, id: string): RapydRefundObject {
  const refund = state.refunds.get(id);
  if (!refund) throw notFound("refund", id);
  return refund;
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
  const refund = readRefund(state, id);
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
