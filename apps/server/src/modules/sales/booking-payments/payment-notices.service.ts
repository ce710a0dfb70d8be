import type { Database } from "../../../db/database";
import { applySuccessfulPayment } from "../bookings/booking-payment.service";
import { insertHistory } from "../bookings/booking.repository";
import { lockTransaction, updateTransaction } from "./payment-attempt.repository";
import { addLatePayment, findBookingRef } from "./payment-notice.repository";

/** What a broker's notice says happened to one of our payment transactions. */
export interface PaymentNotice {
  /** Our payment transaction's id, sent to the broker as the merchant reference. */
  transactionId: string;
  outcome: "Succeeded" | "Declined";
  amount: number;
  currency: string;
  brokerReference: string;
  /** The company whose webhook address the notice came to; a notice about another's payment is unknown. */
  tenantId?: string | null;
}

export type NoticeResult =
  | { kind: "Confirmed" | "AlreadyApplied" | "Declined" | "Mismatch" | "Unknown"; booking?: BookingRef }
  | { kind: "RefundDue"; booking: BookingRef; amount: number };

export interface BookingRef {
  id: string;
  tenantId: string;
  projectId: string;
  eventId: string | null;
}

/**
 * Applies a broker's notice once: the transaction moves only forward (Pending → Success or
 * Failed, and Failed → Success when the customer tries another card), amounts and currency
 * must match ours, and a success confirms the booking. When the booking's hold ran out and its seats were sold, the payment must go back: the caller refunds it
 * through the broker (`refundLatePayment`).
 */
export async function applyPaymentNotice(
  db: Database,
  notice: PaymentNotice,
  origin?: string,
): Promise<NoticeResult> {
  return db.transaction(async (tx) => {
    const transaction = await lockTransaction(tx, notice.transactionId);
    if (!transaction || transaction.kind !== "Payment") return { kind: "Unknown" };
    if (notice.tenantId && transaction.tenantId !== notice.tenantId) return { kind: "Unknown" };
    const booking = await findBookingRef(tx, transaction.bookingId);
    // A declined card may be followed by a good one on the same checkout: success wins, nothing goes back.
    const settled =
      transaction.result === "Success" || (transaction.result === "Failed" && notice.outcome === "Declined");
    if (settled) return { kind: "AlreadyApplied", booking };
    if (notice.amount !== transaction.amount || notice.currency !== transaction.currency)
      return { kind: "Mismatch", booking };
    const now = new Date();
    const result = notice.outcome === "Succeeded" ? "Success" : "Failed";
    await updateTransaction(tx, transaction.id, {
      result,
      brokerReference: notice.brokerReference,
      updatedAt: now,
    });
    if (notice.outcome === "Declined") {
      await insertHistory(tx, {
        tenantId: transaction.tenantId,
        bookingId: transaction.bookingId,
        actorUserId: null,
        actorKind: "System",
        action: "PaymentDeclined",
        details: { amount: notice.amount },
      });
      return { kind: "Declined", booking };
    }
    const outcome = await applySuccessfulPayment(tx, transaction.tenantId, transaction.bookingId, {
      amount: notice.amount,
      method: "Card",
      now,
      // The customer's confirmation links back to where they booked: the origin of their payment page.
      confirmationOrigin:
        origin ?? (transaction.paymentUrl ? new URL(transaction.paymentUrl).origin : undefined),
    });
    if (outcome === "NoSeats") {
      await addLatePayment(tx, transaction.bookingId, notice.amount, now);
      return { kind: "RefundDue", booking: booking!, amount: notice.amount };
    }
    return { kind: outcome === "Confirmed" ? "Confirmed" : "AlreadyApplied", booking };
  });
}
