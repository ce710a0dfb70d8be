import { brokerProfiles } from "@stund/shared/contracts/payment-settings";
import type { PublicCancellation, PublicCancelRefusal } from "@stund/shared/contracts/bookings/public";
import type { Executor } from "../../../db/database";
import type { BookingRow } from "../bookings/booking.repository";
import { cancellationQuote } from "../bookings/changes/cancel-booking.service";
import { isBrokerName } from "../../payments/providers/broker-registry.service";
import type { BrokerName } from "../../payments/providers/payment-broker.types";
import { findTransaction } from "../booking-payments/payment-attempt.repository";
import { cardPaymentsWithRoom, pendingRefundTotal } from "../booking-payments/refunds/refund.repository";

const hourMs = 3_600_000;

/** The same address, as a customer types it: spaces around it and letter case do not matter. */
export function sameEmail(stored: string | undefined, typed: string): boolean {
  const expected = stored?.trim().toLowerCase();
  return Boolean(expected) && expected === typed.trim().toLowerCase();
}

/**
 * Whether `amount` can go back to a card through the broker it was paid with, as refundBooking
 * would make it: one successful card payment with room for all of it, a broker that refunds part
 * of a payment when it is less than the payment, and nothing promised to a refund still pending.
 */
async function refundableOnline(db: Executor, booking: BookingRow, amount: number): Promise<boolean> {
  const left = booking.paid - booking.refunded - (await pendingRefundTotal(db, booking.id));
  if (amount > left) return false;
  const payment = (await cardPaymentsWithRoom(db, booking.id)).find((p) => p.room >= amount);
  if (!payment) return false;
  const original = await findTransaction(db, payment.id);
  if (!original || !isBrokerName(original.broker)) return false;
  const profile = brokerProfiles[original.broker as BrokerName];
  return profile.refunds && (amount >= original.amount || profile.partialRefunds);
}

/** Why the customer may not cancel online now, or null when they may. */
async function refusalOf(
  db: Executor,
  booking: BookingRow,
  quote: { cancellable: boolean; refund: number; startsAt: Date | null },
  now: Date,
): Promise<PublicCancelRefusal | null> {
  if (booking.cancelledAt) return "Cancelled";
  if (!quote.cancellable || !quote.startsAt) return "NotLive";
  if (quote.startsAt.getTime() <= now.getTime()) return "Started";
  if (!booking.customer.email?.trim()) return "ContactCompany";
  if (quote.refund > 0 && !(await refundableOnline(db, booking, quote.refund))) return "ContactCompany";
  return null;
}

/**
 * What cancelling now would mean for the customer (docs/product.md §10.3): the policy's fee and refund as
 * the console quotes them, and whether they may do it online. They may while a confirmed booking
 * or a live hold is not cancelled and its departure has not started, and only when any refund due
 * can go back to their card through the broker; otherwise the company cancels it for them.
 */
export async function customerCancellation(
  db: Executor,
  booking: BookingRow,
  now: Date,
): Promise<PublicCancellation> {
  const quote = await cancellationQuote(
    db,
    { tenantId: booking.tenantId, projectId: booking.projectId },
    booking.id,
    now,
  );
  const startsAt = quote.startsAt ? new Date(quote.startsAt) : null;
  const refusal = await refusalOf(db, booking, { ...quote, startsAt }, now);
  return {
    allowed: refusal === null,
    refusal,
    fee: quote.fee,
    refund: quote.refund,
    free: quote.free,
    freeUntilHours: quote.policy.freeUntilHours,
    feePercent: quote.policy.feePercent,
    freeUntil: startsAt
      ? new Date(startsAt.getTime() - quote.policy.freeUntilHours * hourMs).toISOString()
      : null,
  };
}
