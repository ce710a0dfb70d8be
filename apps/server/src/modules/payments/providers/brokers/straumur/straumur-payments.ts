/**
 * Straumur's hosted checkout and refunds (docs.straumur.is): `POST hostedcheckout` opens a page and answers
 * `{url, checkoutReference}`; `GET hostedcheckout/status/{checkoutReference}` says New, Completed (with the
 * payment's payfacReference) or Expired; `POST modification/refund` refunds all or part of a payment and
 * answers `Received`, the outcome following as a Refund webhook.
 */
import type { RefundReason } from "@stund/shared/bookings/enums";
import {
  BrokerCallError,
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentState,
  type RefundOutcome,
  type RefundRequest,
  type TransactionRef,
} from "../../payment-broker.types";
import { type StraumurApi, callStraumur, straumurReason } from "./straumur-api";
import { toStraumurAmount } from "./straumur-amount";

/** Straumur's merchant references hold 1 to 100 characters. */
const referenceMax = 100;
/** Straumur's own plugin keeps a page's lifetime within a day. */
const longestPageMs = 24 * 60 * 60 * 1000;

/** The refund reasons Straumur accepts; any other value is refused. */
const refundReasons: Record<RefundReason, string> = {
  Return: "RETURN",
  Duplicate: "DUPLICATE",
  Fraud: "FRAUD",
  CustomerRequest: "CUSTOMER REQUEST",
  Other: "OTHER",
};

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

function amountFor(amount: number, currency: string): number {
  try {
    return toStraumurAmount(amount, currency);
  } catch {
    throw new BrokerCallError("The amount must be a positive whole number of minor units");
  }
}

export async function openHostedCheckout(
  api: StraumurApi,
  terminalIdentifier: string,
  request: CheckoutRequest,
): Promise<CheckoutStart> {
  if (request.transactionId.length > referenceMax)
    throw new BrokerCallError("The payment reference is too long for Straumur");
  const expiresAt = new Date(Math.min(request.expiresAt.getTime(), Date.now() + longestPageMs));
  const answer = await callStraumur(api, "POST", "hostedcheckout", {
    amount: amountFor(request.amount, request.currency),
    currency: request.currency,
    returnUrl: request.returnUrl,
    abandonUrl: request.cancelUrl,
    reference: request.transactionId,
    terminalIdentifier,
    expiresAt: expiresAt.toISOString(),
    culture: request.language === "is" ? "is-IS" : "en-GB",
  });
  const url = text(answer.body.url);
  const checkoutReference = text(answer.body.checkoutReference);
  if (answer.status >= 300 || !url || !checkoutReference)
    throw new BrokerCallError(`Straumur did not open the checkout: ${straumurReason(answer.body)}`);
  return { kind: "redirect", url, checkoutReference };
}

/** The checkout's state. Straumur's status carries no amount, so a paid checkout is for the amount it was opened for. */
export async function readHostedCheckout(api: StraumurApi, ref: TransactionRef): Promise<PaymentState> {
  if (!ref.checkoutReference) throw new BrokerCallError("This payment has no Straumur checkout to look up");
  const answer = await callStraumur(
    api,
    "GET",
    `hostedcheckout/status/${encodeURIComponent(ref.checkoutReference)}`,
  );
  if (answer.status === 404) throw new BrokerCallError("Straumur does not know this checkout");
  if (answer.status >= 300)
    throw new BrokerCallError(`Straumur did not answer: ${straumurReason(answer.body)}`);
  const status = answer.body.status;
  const state: PaymentState["state"] =
    status === "Completed" ? "Paid" : status === "Expired" ? "Expired" : "Open";
  return {
    state,
    amount: ref.amount,
    currency: ref.currency,
    brokerReference: state === "Paid" ? text(answer.body.payfacReference) : null,
  };
}

export async function refundStraumur(api: StraumurApi, request: RefundRequest): Promise<RefundOutcome> {
  const { payment } = request;
  if (!payment.brokerReference)
    throw new BrokerCallError("This payment has no Straumur payment to refund yet");
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0 || request.amount > payment.amount)
    throw new BrokerCallError("A refund must be more than nothing and at most the amount paid");
  const answer = await callStraumur(api, "POST", "modification/refund", {
    reference: payment.transactionId,
    payfacReference: payment.brokerReference,
    amount: amountFor(request.amount, payment.currency),
    currency: payment.currency,
    refundReason: refundReasons[request.reason],
  });
  if (answer.status >= 300)
    return {
      result: "Failed",
      brokerReference: null,
      message: `Straumur refused the refund: ${straumurReason(answer.body)}`,
    };
  const reference = text(answer.body.payfacReference);
  return {
    // Straumur answers "Received"; the refund's outcome follows as a Refund webhook whose payfacReference
    // is the one answered here. Kept on our refund, it is how that webhook finds it.
    result: "Pending",
    brokerReference: reference && reference !== payment.brokerReference ? reference : null,
  };
}
