/**
 * Payments through Teya's Online Payments API: a hosted checkout session (`POST /v2/checkout/sessions`,
 * read back with `GET /v2/checkout/sessions/{id}`) and refunds (`POST /v3/refunds`). Amounts are ISO 4217
 * minor units, as ours are. A session's `merchant_reference` (at most 60 characters) is our transaction id.
 */
import {
  BrokerCallError,
  type CheckoutRequest,
  type CheckoutStart,
  type PaymentState,
  type RefundOutcome,
  type RefundRequest,
  type TransactionRef,
} from "../../payment-broker.types";
import { type OnlineClient, onlineReason } from "./online-api";
import { isMinorAmount } from "./teya-amount";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

export async function openOnlineCheckout(
  client: OnlineClient,
  request: CheckoutRequest,
): Promise<CheckoutStart> {
  if (!isMinorAmount(request.amount))
    throw new BrokerCallError("The amount must be a positive whole number of minor units");
  const answer = await client.call("POST", "/v2/checkout/sessions", {
    // The same transaction always gets the same session back.
    idempotencyKey: `checkout:${request.transactionId}`,
    body: {
      amount: { currency: request.currency, value: request.amount },
      type: "SALE",
      merchant_reference: request.transactionId,
      success_url: request.returnUrl,
      failure_url: request.returnUrl,
      cancel_url: request.cancelUrl,
      language: request.language === "is" ? "is-IS" : "en-GB",
      post_success_payment: "REDIRECT",
    },
  });
  const sessionId = text(answer.body.session_id);
  const url = text(answer.body.session_url);
  if (answer.status >= 300 || !sessionId || !url)
    throw new BrokerCallError(`Teya did not open the checkout: ${onlineReason(answer.body)}`);
  return { kind: "redirect", url, checkoutReference: sessionId };
}

export async function readOnlineSession(client: OnlineClient, ref: TransactionRef): Promise<PaymentState> {
  const answer = await client.call(
    "GET",
    `/v2/checkout/sessions/${encodeURIComponent(ref.checkoutReference!)}`,
  );
  if (answer.status === 404) throw new BrokerCallError("Teya does not know this checkout");
  if (answer.status >= 300) throw new BrokerCallError(`Teya did not answer: ${onlineReason(answer.body)}`);
  const body = answer.body;
  const amount = (body.amount ?? {}) as Record<string, unknown>;
  const session = body.session_status;
  const payment = body.payment_status;
  const state: PaymentState["state"] =
    session === "EXPIRED"
      ? "Expired"
      : session === "COMPLETED" && payment === "SUCCESS"
        ? "Paid"
        : session === "COMPLETED" && payment === "FAILED"
          ? "Failed"
          : "Open";
  return {
    state,
    amount: typeof amount.value === "number" ? amount.value : ref.amount,
    currency: text(amount.currency) ?? ref.currency,
    brokerReference: state === "Paid" ? text(body.transaction_id) : null,
  };
}

export async function refundOnline(client: OnlineClient, request: RefundRequest): Promise<RefundOutcome> {
  const transactionId = request.payment.brokerReference;
  if (!transactionId) throw new BrokerCallError("This payment has no Teya transaction to refund yet");
  const answer = await client.call("POST", "/v3/refunds", {
    idempotencyKey: request.refundId,
    body: { transaction_id: transactionId, amount: request.amount, currency: request.payment.currency },
  });
  if (answer.status === 460)
    throw new BrokerCallError("Teya wants this refund approved in its Business Portal first");
  const reference = text(answer.body.transaction_id);
  if (answer.status === 202) return { result: "Pending", brokerReference: reference };
  if (answer.status >= 300)
    return {
      result: "Failed",
      brokerReference: null,
      message: `Teya refused the refund: ${onlineReason(answer.body)}`,
    };
  const status = answer.body.status;
  if (status === "SUCCESS") return { result: "Success", brokerReference: reference };
  if (status === "PENDING") return { result: "Pending", brokerReference: reference };
  const reason = text(answer.body.status_reason) ?? "no reason given";
  return { result: "Failed", brokerReference: reference, message: `Teya refused the refund: ${reason}` };
}
