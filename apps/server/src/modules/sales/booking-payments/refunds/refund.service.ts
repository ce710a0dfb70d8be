import type { RefundReason } from "@stund/shared/bookings/enums";
import { brokerProfiles, paymentSettingsMessages } from "@stund/shared/contracts/payment-settings";
import { deskPaymentMessages as m, type RefundResult } from "@stund/shared/contracts/payments/desk-payments";
import type { Database, Executor } from "../../../../db/database";
import { AppError, conflict, notFound } from "../../../../http/errors";
import {
  BrokerCallError,
  type BrokerName,
  type RefundOutcome,
} from "../../../payments/providers/payment-broker.types";
import { isBrokerName } from "../../../payments/providers/broker-registry.service";
import { brokerFor, type BrokerDeps } from "../../../payments/providers/broker-for.service";
import { lockBooking, type BookingRow } from "../../bookings/booking.repository";
import {
  findTransaction,
  lockTransaction,
  updatePendingTransaction,
  type TransactionRow,
} from "../payment-attempt.repository";
import {
  brokerReferenceTaken,
  cardPaymentsWithRoom,
  insertRefund,
  pendingRefundTotal,
} from "./refund.repository";
import { bookRefund, settleLockedRefund } from "./refund-settlement";

export interface RefundInput {
  tenantId: string;
  bookingId: string;
  amount: number;
  reason: RefundReason;
  note: string;
  method: "Broker" | "Cash";
  userId: string | null;
}

/**
 * Step one, in one transaction under the booking's lock: the amount must fit in what was paid and
 * not yet refunded (or promised to a refund still pending). A cash refund is settled here; a
 * broker refund is written Pending against the card payment it gives back, before the broker is
 * called, so a crash in between leaves a record to reconcile, never a refund nobody knows of.
 */
async function reserve(db: Database, input: RefundInput, now: Date) {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.tenantId, input.bookingId);
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
    const profile =
      original && isBrokerName(original.broker) ? brokerProfiles[original.broker as BrokerName] : undefined;
    // A refund made in the broker's portal is recorded by staff, never by the system on its own.
    if (profile?.refundsInBrokerPortal && input.userId === null)
      throw conflict(paymentSettingsMessages.refundInBrokerPortal);
    const partial = original !== undefined && input.amount < original.amount;
    if (partial && profile && !profile.partialRefunds && !profile.refundsInBrokerPortal)
      throw conflict(m.noPartialRefund(original!.broker));
    const refund = await insertRefund(tx, {
      tenantId: booking.tenantId,
      bookingId: booking.id,
      broker: original?.broker ?? "None",
      method: input.method === "Cash" ? "Cash" : "Card",
      amount: input.amount,
      currency: booking.currency,
      result: input.method === "Cash" ? "Success" : "Pending",
      refundReason: input.reason,
      refundOf,
      note: input.note,
    });
    const settled =
      input.method === "Cash"
        ? await bookRefund(tx, booking, refund, { userId: input.userId }, now)
        : booking;
    return { booking: settled, refund, original };
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
 * Gives back part or all of what a booking's customer paid (docs/product.md §9.12): as cash over the
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
  const { booking: settled, result } = await deps.db.transaction(async (tx) => {
    // The booking first, then the refund: a notice settling the same refund locks them in this order too.
    const locked = (await lockBooking(tx, input.tenantId, input.bookingId))!;
    const current = await withBrokerNote(tx, (await lockTransaction(tx, refund.id))!, outcome, now);
    if (outcome.result === "Pending") {
      await keepBrokerReference(tx, current, outcome.brokerReference, now);
      return { booking: locked, result: current.result };
    }
    // A notice may have settled the refund while the broker's answer was on its way: it stands.
    const done = await settleLockedRefund(
      tx,
      locked,
      current,
      {
        outcome: outcome.result === "Success" ? "Succeeded" : "Failed",
        brokerReference: outcome.brokerReference,
        message: outcome.message,
      },
      { userId: input.userId },
      now,
    );
    if (done.kind === "AlreadySettled") return { booking: done.booking, result: done.result };
    return { booking: done.booking, result: done.kind === "Refunded" ? "Success" : "Failed" };
  });
  if (result === "Failed") throw new AppError(409, m.brokerRefused, { detail: outcome.message ?? undefined });
  return resultOf(settled, refund.id, result as RefundResult["result"], input.amount);
}

/** A refund the broker answered done keeps the broker's note of how it was made after staff's own note. */
async function withBrokerNote(
  tx: Executor,
  refund: TransactionRow,
  outcome: RefundOutcome,
  now: Date,
): Promise<TransactionRow> {
  if (refund.result !== "Pending" || outcome.result !== "Success" || !outcome.note) return refund;
  const note = refund.note.trim() ? `${refund.note.trim()}\n${outcome.note}` : outcome.note;
  await updatePendingTransaction(tx, refund.id, { note, updatedAt: now });
  return { ...refund, note };
}

/** A refund still pending keeps the broker's reference of it, so the broker's notice finds it. */
async function keepBrokerReference(
  tx: Executor,
  refund: TransactionRow,
  brokerReference: string | null,
  now: Date,
): Promise<void> {
  if (refund.result !== "Pending" || refund.brokerReference || !brokerReference) return;
  if (await brokerReferenceTaken(tx, refund.broker, brokerReference)) return;
  await updatePendingTransaction(tx, refund.id, { brokerReference, updatedAt: now });
}
