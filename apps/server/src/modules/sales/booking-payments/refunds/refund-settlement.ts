import { paymentStatusAfter } from "@stund/shared/bookings/refunds";
import { toMajorUnits } from "@stund/shared/money/money";
import type { Database, Executor } from "../../../../db/database";
import {
  insertHistory,
  lockBooking,
  updateBookingRow,
  type BookingRow,
} from "../../bookings/booking.repository";
import { reverseBookingFee } from "../../../platform-billing/fees/booking-fee.service";
import {
  findTransaction,
  lockTransaction,
  updatePendingTransaction,
  type TransactionRow,
} from "../payment-attempt.repository";
import { addRefunded, brokerReferenceTaken } from "./refund.repository";
import { recordRefundAudit } from "./refund-audit";

/** Who settles a refund: the staff user whose request the broker answered at once, or the system on a notice. */
export interface RefundActor {
  userId: string | null;
}

const actorOf = (actor: RefundActor) => ({
  actorUserId: actor.userId,
  actorKind: actor.userId ? "Staff" : "System",
});

/** How staff chose to give the money back, as the booking's history names it. */
const methodOf = (refund: TransactionRow) => (refund.method === "Cash" ? "Cash" : "Broker");

/**
 * Books a refund that went through on its booking (locked by the caller): its refunded amount,
 * payment status, platform fee reversal and a "Refunded" history line.
 */
export async function bookRefund(
  tx: Executor,
  booking: BookingRow,
  refund: TransactionRow,
  actor: RefundActor,
  now: Date,
): Promise<BookingRow> {
  const updated = await addRefunded(tx, booking.id, refund.amount, now);
  const paymentStatus = paymentStatusAfter({
    total: updated.total,
    paid: updated.paid,
    refunded: updated.refunded,
  });
  await updateBookingRow(tx, booking, { paymentStatus });
  await reverseBookingFee(tx, {
    tenantId: booking.tenantId,
    bookingId: booking.id,
    refundId: refund.id,
    refundedAmount: toMajorUnits(refund.amount, booking.currency),
    at: now,
  });
  await recordRefundAudit(tx, booking, { refunded: updated.refunded, paymentStatus }, refund, actor.userId);
  await insertHistory(tx, {
    tenantId: booking.tenantId,
    bookingId: booking.id,
    ...actorOf(actor),
    action: "Refunded",
    details: {
      amount: refund.amount,
      reason: refund.refundReason,
      method: methodOf(refund),
      note: refund.note,
    },
  });
  return { ...updated, paymentStatus };
}

/** What the broker finally said about a refund it answered "pending" to. */
export interface PendingRefundOutcome {
  /** Our refund transaction. */
  refundId: string;
  outcome: "Succeeded" | "Failed";
  /** The broker's reference of the refund, kept when the refund has none yet. */
  brokerReference?: string | null;
  /** When given, they must be the refund's: a notice about another amount changes nothing. */
  amount?: number;
  currency?: string;
  /** When given, the refund must be this company's and made through this broker. */
  tenantId?: string | null;
  broker?: string;
  /** The broker's reason when it failed, for staff. */
  message?: string | null;
}

/** What became of a settled or already settled refund, and its booking as it is afterwards. */
export type LockedSettlement =
  /** Settled now. */
  | { kind: "Refunded" | "RefundFailed"; booking: BookingRow }
  /** Settled before (by the broker's answer or an earlier notice): nothing changed. */
  | { kind: "AlreadySettled"; booking: BookingRow; result: string };

export type RefundSettlement = LockedSettlement | { kind: "Mismatch" | "Unknown" };

/**
 * Settles a refund that is still Pending, under its booking's lock: it moves only to Success or
 * Failed, once. A success is booked exactly as one the broker answered at once; a failure gives
 * the reserved amount back to what can be refunded. The caller holds the booking's lock.
 */
export async function settleLockedRefund(
  tx: Executor,
  booking: BookingRow,
  refund: TransactionRow,
  outcome: Pick<PendingRefundOutcome, "outcome" | "brokerReference" | "message">,
  actor: RefundActor,
  now: Date,
): Promise<LockedSettlement> {
  if (refund.result !== "Pending") return { kind: "AlreadySettled", booking, result: refund.result };
  const reference =
    !refund.brokerReference &&
    outcome.brokerReference &&
    !(await brokerReferenceTaken(tx, refund.broker, outcome.brokerReference))
      ? outcome.brokerReference
      : refund.brokerReference;
  const result = outcome.outcome === "Succeeded" ? "Success" : "Failed";
  await updatePendingTransaction(tx, refund.id, { result, brokerReference: reference, updatedAt: now });
  if (result === "Success")
    return { kind: "Refunded", booking: await bookRefund(tx, booking, refund, actor, now) };
  await insertHistory(tx, {
    tenantId: booking.tenantId,
    bookingId: booking.id,
    ...actorOf(actor),
    action: "RefundFailed",
    details: { amount: refund.amount, reason: refund.refundReason, message: outcome.message ?? null },
  });
  return { kind: "RefundFailed", booking };
}

/**
 * Applies a broker's late word on a refund it first answered "pending" to (its notice, or its
 * answer when asked). Idempotent and monotonic: a refund already settled, a repeated or late
 * notice, changes nothing; a notice about another company's refund, or one that is not a refund
 * of ours, is Unknown; one whose amount or currency differs from ours is kept aside as Mismatch.
 */
export async function settlePendingRefund(
  db: Database,
  outcome: PendingRefundOutcome,
  now: Date = new Date(),
): Promise<RefundSettlement> {
  return db.transaction(async (tx) => {
    const seen = await findTransaction(tx, outcome.refundId);
    if (!seen || seen.kind !== "Refund") return { kind: "Unknown" };
    if (outcome.tenantId && seen.tenantId !== outcome.tenantId) return { kind: "Unknown" };
    if (outcome.broker && seen.broker !== outcome.broker) return { kind: "Unknown" };
    // The booking first, then the refund: the order every refund takes, so two never wait on each other.
    const booking = await lockBooking(tx, seen.tenantId, seen.bookingId);
    const refund = await lockTransaction(tx, seen.id);
    if (!booking || !refund) return { kind: "Unknown" };
    if (
      (outcome.amount !== undefined && outcome.amount !== refund.amount) ||
      (outcome.currency !== undefined && outcome.currency !== refund.currency)
    )
      return { kind: "Mismatch" };
    return settleLockedRefund(tx, booking, refund, outcome, { userId: null }, now);
  });
}
