import type { RefundReason } from "@stund/shared/bookings/enums";
import type { RefundOutcome, RefundRef, RefundRequest, RefundState } from "../../payment-broker.types";
import {
  isSuccess,
  pathId,
  type RapydAnswer,
  type RapydApi,
} from "../../../../../integrations/rapyd/rapyd-api";
import type { RapydRefundObject } from "../../../../../integrations/rapyd/rapyd-objects";
import { fromRapydAmount, toRapydAmount } from "./rapyd-amounts";
import { refusal } from "./rapyd-broker-api";
import { lookUpPayment } from "./rapyd-payment-state";

/** Rapyd's `reason` is free text; these follow the words of its portal (docs/brokers.md §1.5). */
const reasonTexts: Record<RefundReason, string> = {
  Return: "Returned",
  Duplicate: "Duplicate",
  Fraud: "Fraudulent",
  CustomerRequest: "Requested by customer",
  Other: "Other",
};

const results: Record<string, RefundOutcome["result"]> = {
  completed: "Success",
  pending: "Pending",
  rejected: "Failed",
  error: "Failed",
  canceled: "Failed",
};

/** Answers that say nothing about the refund itself (keys refused, Rapyd down): worth a retry. */
const undecided = (answer: RapydAnswer) =>
  !answer.envelope?.status ||
  answer.httpStatus === 401 ||
  answer.httpStatus === 403 ||
  answer.httpStatus >= 500;

async function paymentToRefund(api: RapydApi, request: RefundRequest): Promise<string | null> {
  if (request.payment.brokerReference) return request.payment.brokerReference;
  const { payment } = await lookUpPayment(api, request.payment);
  return payment?.status === "CLO" && payment.id ? payment.id : null;
}

/**
 * Refunds all or part of a paid payment (POST /v1/refunds). The key `refund:{refundId}` makes a
 * retry return the first answer. Rapyd refusing the refund (over-refund, payment not closed) is
 * a Failed outcome with its message; not reaching Rapyd, or keys it does not accept, is a
 * BrokerCallError, since nothing was decided.
 */
export async function refundRapydPayment(api: RapydApi, request: RefundRequest): Promise<RefundOutcome> {
  const payment = await paymentToRefund(api, request);
  if (!payment) {
    return {
      result: "Failed",
      brokerReference: null,
      message: "Rapyd has no completed payment for this transaction to refund",
    };
  }
  const answer = await api.send<Partial<RapydRefundObject>>(
    "POST",
    "/v1/refunds",
    {
      payment,
      amount: toRapydAmount(request.amount, request.payment.currency),
      reason: reasonTexts[request.reason],
      merchant_reference_id: request.refundId,
    },
    `refund:${request.refundId}`,
  );
  if (isSuccess(answer)) {
    const refund = answer.envelope?.data ?? {};
    const result = results[String(refund.status).toLowerCase()] ?? "Pending";
    const brokerReference = typeof refund.id === "string" && refund.id ? refund.id : null;
    if (result !== "Failed") return { result, brokerReference };
    return {
      result,
      brokerReference,
      message: refund.failure_reason || `Rapyd marked the refund ${refund.status}`,
    };
  }
  if (undecided(answer)) throw refusal(answer);
  const status = answer.envelope!.status;
  return { result: "Failed", brokerReference: null, message: status.message || status.error_code };
}

/**
 * How a refund Rapyd answered Pending to stands now (GET /v1/refunds/{id}): Completed, finally
 * failed (Rejected, Error, Canceled) with Rapyd's reason, or still pending. A refund Rapyd does
 * not know, or keys it refuses, reject with a BrokerCallError: nothing is decided by them.
 */
export async function readRapydRefund(api: RapydApi, ref: RefundRef): Promise<RefundState> {
  const refund = await api.data<Partial<RapydRefundObject>>(
    "GET",
    `/v1/refunds/${pathId(ref.brokerReference)}`,
  );
  const result = results[String(refund.status).toLowerCase()] ?? "Pending";
  const currency = typeof refund.currency === "string" && refund.currency ? refund.currency : ref.currency;
  const amount = fromRapydAmount(refund.amount, currency);
  if (result === "Success") return { state: "Succeeded", amount, currency };
  if (result === "Pending") return { state: "Pending", amount, currency };
  const message = refund.failure_reason || `Rapyd marked the refund ${refund.status}`;
  return { state: "Failed", amount, currency, message };
}
