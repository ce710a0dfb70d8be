import { eq, sql } from "drizzle-orm";
import { paymentStatusAfter } from "@stund/shared/bookings/refunds";
import type { RefundReason } from "@stund/shared/bookings/enums";
import { brokerProfiles } from "@stund/shared/contracts/payment-settings";
import { toMajorUnits } from "@stund/shared/bookings/minor-units";
import { deskPaymentMessages as m, type RefundResult } from "@stund/shared/contracts/payments/desk-payments";
import type { Database, Executor } from "../../../db/database";
import { paymentTransactions } from "../../../db/schema/bookings";
import { bookings } from "../../../db/schema/catalogue";
import { AppError, conflict, notFound } from "../../../http/errors";
import { insertHistory } from "../../bookings/booking.repository";
import { reverseBookingFee } from "../../fees/booking-fee.service";
import { BrokerCallError, type BrokerName, type RefundOutcome } from "../broker";
import { isBrokerName } from "../broker-registry";
import { brokerFor, type BrokerDeps } from "../checkout/broker-for";
import {
  cardPaymentsWithRoom,
  findTransaction,
  lockBookingOf,
  pendingRefundTotal,
  type BookingRow,
} from "./refund.repository";

export interface RefundInput {
  tenantId: string;
  bookingId: string;
  amount: number;
  reason: RefundReason;
  note: string;
  method: "Broker" | "Cash";
  userId: string | null;
}

/** Books a settled refund on the booking: its refunded amount, payment status, platform fee and history. */
async function settle(tx: Executor, booking: BookingRow, refundId: string, input: RefundInput, now: Date) {
  const [updated] = await tx
    .update(bookings)
    .set({ refunded: sql`${bookings.refunded} + ${input.amount}`, updatedAt: now })
    .where(eq(bookings.id, booking.id))
    .returning();
  const paymentStatus = paymentStatusAfter({
    total: updated!.total,
    paid: updated!.paid,
    refunded: updated!.refunded,
  });
  await tx.update(bookings).set({ paymentStatus }).where(eq(bookings.id, booking.id));
  await reverseBookingFee(tx, {
    tenantId: booking.tenantId,
    bookingId: booking.id,
    refundId,
    refundedAmount: toMajorUnits(input.amount, booking.currency),
    at: now,
  });
  await insertHistory(tx, {
    tenantId: booking.tenantId,
    bookingId: booking.id,
    actorUserId: input.userId,
    actorKind: input.userId ? "Staff" : "System",
    action: "Refunded",
    details: { amount: input.amount, reason: input.reason, method: input.method, note: input.note },
  });
  return { ...updated!, paymentStatus };
}

/**
 * Step one, in one transaction under the booking's lock: the amount must fit in what was paid and
 * not yet refunded (or promised to a refund still pending). A cash refund is settled here; a
 * broker refund is written Pending against the card payment it gives back, before the broker is
 * called, so a crash in between leaves a record to reconcile, never a refund nobody knows of.
 */
async function reserve(db: Database, input: RefundInput, now: Date) {
  return db.transaction(async (tx) => {
    const booking = await lockBookingOf(tx, input.tenantId, input.bookingId);
    if (!booking) throw notFound("Booking not found");
    const left = booking.paid - booking.refunded - (await pendingRefundTotal(tx, booking.id));
    if (left <= 0) throw conflict(m.nothingToRefund);
    if (input.amount > left)
      throw new AppError(400, m.tooMuch, { errors: { amount: [m.tooMuch] }, detail: `At most ${left}` });
    let refundOf: string | null = null;
    if (input.method === "Broker") {
      const payment = (await cardPaymentsWithRoom(tx, booking.id)).find((p) => p.room >= input.amount);
      if (!payment) throw conflict(m.noBrokerPayment);
      refundOf = payment.id;
    }
    const original = refundOf ? await findTransaction(tx, refundOf) : undefined;
    if (original && input.amount < original.amount && isBrokerName(original.broker)) {
      const profile = brokerProfiles[original.broker as BrokerName];
      if (!profile.partialRefunds) throw conflict(m.noPartialRefund(original.broker));
    }
    const [refund] = await tx
      .insert(paymentTransactions)
      .values({
        tenantId: booking.tenantId,
        bookingId: booking.id,
        kind: "Refund",
        broker: original?.broker ?? "None",
        method: input.method === "Cash" ? "Cash" : "Card",
        amount: input.amount,
        currency: booking.currency,
        result: input.method === "Cash" ? "Success" : "Pending",
        refundReason: input.reason,
        refundOf,
        note: input.note,
      })
      .returning();
    const settled = input.method === "Cash" ? await settle(tx, booking, refund!.id, input, now) : booking;
    return { booking: settled, refund: refund!, original };
  });
}

function resultOf(
  booking: BookingRow,
  transactionId: string,
  result: RefundResult["result"],
  amount: number,
): RefundResult {
  return {
    transactionId,
    result,
    amount,
    paid: booking.paid,
    refunded: booking.refunded,
    paymentStatus: booking.paymentStatus as RefundResult["paymentStatus"],
  };
}

/**
 * Gives back part or all of what a booking's customer paid (product.md §6): as cash over the
 * counter, or through the broker the card was paid with. The broker is called outside any
 * database transaction, with our refund's id as its idempotency key.
 */
export async function refundBooking(deps: BrokerDeps, input: RefundInput): Promise<RefundResult> {
  const now = new Date();
  const { booking, refund, original } = await reserve(deps.db, input, now);
  if (input.method === "Cash" || !original) return resultOf(booking, refund.id, "Success", input.amount);
  let outcome: RefundOutcome;
  try {
    if (!isBrokerName(original.broker)) throw new BrokerCallError("The payment's broker is not known");
    const adapter = await brokerFor(deps, original.tenantId, original.broker as BrokerName);
    outcome = await adapter.refund({
      payment: {
        transactionId: original.id,
        checkoutReference: original.checkoutReference,
        brokerReference: original.brokerReference,
        amount: original.amount,
        currency: original.currency,
      },
      refundId: refund.id,
      amount: input.amount,
      reason: input.reason,
    });
  } catch (error) {
    if (!(error instanceof BrokerCallError)) throw error;
    outcome = { result: "Failed", brokerReference: null, message: error.message };
  }
  const settled = await deps.db.transaction(async (tx) => {
    await tx
      .update(paymentTransactions)
      .set({ result: outcome.result, brokerReference: outcome.brokerReference, updatedAt: new Date() })
      .where(eq(paymentTransactions.id, refund.id));
    const locked = (await lockBookingOf(tx, input.tenantId, input.bookingId))!;
    if (outcome.result === "Success") return settle(tx, locked, refund.id, input, now);
    if (outcome.result === "Failed")
      await insertHistory(tx, {
        tenantId: locked.tenantId,
        bookingId: locked.id,
        actorUserId: input.userId,
        actorKind: input.userId ? "Staff" : "System",
        action: "RefundFailed",
        details: { amount: input.amount, reason: input.reason, message: outcome.message ?? null },
      });
    return locked;
  });
  if (outcome.result === "Failed")
    throw new AppError(409, m.brokerRefused, { detail: outcome.message ?? undefined });
  return resultOf(settled, refund.id, outcome.result, input.amount);
}
