import { AppError } from "../../../http/errors";
import { insertHistory } from "../bookings/booking.repository";
import type { BrokerDeps } from "../../payments/providers/broker-for.service";
import type { PaymentBroker } from "../../payments/providers/payment-broker.types";
import { findTransaction } from "./payment-attempt.repository";
import { refundBooking } from "./refunds/refund.service";

/**
 * Gives back a payment that came after its hold ran out and its seats were sold: a refund like
 * any other (written Pending against the payment before the broker is called, settled by its
 * answer or its later notice), with reason Other. A refund the broker refuses is written to the
 * booking's history for staff to settle by hand.
 */
export async function refundLatePayment(
  deps: BrokerDeps,
  _adapter: PaymentBroker,
  transactionId: string,
  amount: number,
): Promise<void> {
  const payment = await findTransaction(deps.db, transactionId);
  if (!payment) return;
  try {
    await refundBooking(deps, {
      tenantId: payment.tenantId,
      bookingId: payment.bookingId,
      amount,
      reason: "Other",
      note: "Paid after the hold ran out and the seats were sold",
      method: "Broker",
      userId: null,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await insertHistory(deps.db, {
      tenantId: payment.tenantId,
      bookingId: payment.bookingId,
      actorUserId: null,
      actorKind: "System",
      action: "LatePaymentRefundFailed",
      details: { amount, reason: error.title },
    });
  }
}
