import { paymentStatusAfter } from "@stund/shared/bookings/refunds";
import type { Executor } from "../../../db/database";
import { AppError } from "../../../http/errors";
import { confirmSeats, lockDeparture, takeSeats } from "../../catalogue/availability/availability.service";
import { queueBookingConfirmation } from "../../messaging/emails/queue-confirmation.service";
import { accrueBookingFee } from "../../platform-billing/fees/booking-fee.service";
import { toMajorUnits } from "@stund/shared/money/money";
import { insertHistory, lockBooking, updateBookingRow, type BookingRow } from "./booking.repository";

export type PaymentOutcome =
  /** The booking is confirmed and its seats counted as sold. */
  | "Confirmed"
  /** It was confirmed already: a repeated notice changes nothing. */
  | "AlreadyConfirmed"
  /** Its hold ran out and the seats were sold meanwhile: the payment must go back. */
  | "NoSeats";

async function addPayment(
  tx: Executor,
  booking: BookingRow,
  amount: number,
  method: "Card" | "Cash",
  now: Date,
) {
  const paid = booking.paid + amount;
  await updateBookingRow(tx, booking, {
    paid,
    paymentStatus: paymentStatusAfter({ total: booking.total, paid, refunded: booking.refunded }),
    paymentMethod: method,
    updatedAt: now,
  });
  await insertHistory(tx, {
    tenantId: booking.tenantId,
    bookingId: booking.id,
    actorUserId: null,
    actorKind: "System",
    action: "PaymentReceived",
    details: { amount },
  });
}

/**
 * A payment of a booking has succeeded at the broker. A booking still holding its seats is
 * confirmed; one whose hold ran out is confirmed only if the seats are still free (taken again
 * under the availability service's locks), otherwise the caller refunds the payment. Declined
 * and failed bookings are never revived. Safe to call again for the same payment.
 */
export async function applySuccessfulPayment(
  tx: Executor,
  tenantId: string,
  bookingId: string,
  payment: { amount: number; method: "Card" | "Cash"; now?: Date; confirmationOrigin?: string },
): Promise<PaymentOutcome> {
  const now = payment.now ?? new Date();
  const booking = await lockBooking(tx, tenantId, bookingId);
  if (!booking) throw new Error(`payment for an unknown booking ${bookingId}`);
  if (booking.status === "Confirmed") {
    // A payment of what was left (a payment link, a move to a dearer departure).
    if (payment.amount > 0) await addPayment(tx, booking, payment.amount, payment.method, now);
    return "AlreadyConfirmed";
  }
  if (booking.status !== "Pending" && booking.status !== "Expired") return "NoSeats";
  if (!booking.eventId) throw new Error(`booking ${bookingId} has no departure`);
  const holding = booking.status === "Pending" && booking.expiresAt !== null && booking.expiresAt > now;
  if (holding) await lockDeparture(tx, tenantId, booking.eventId);
  else {
    try {
      await takeSeats(tx, tenantId, { eventId: booking.eventId, seats: booking.seats, now });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) return "NoSeats";
      throw error;
    }
  }
  await confirmSeats(tx, booking.eventId, booking.seats);
  const paid = booking.paid + payment.amount;
  await updateBookingRow(tx, booking, {
    status: "Confirmed",
    confirmedAt: now,
    expiresAt: null,
    paid,
    paymentStatus: paid >= booking.total ? "Paid" : "Unpaid",
    paymentMethod: payment.method,
    updatedAt: now,
  });
  await insertHistory(tx, {
    tenantId,
    bookingId,
    actorUserId: null,
    actorKind: "System",
    action: "Confirmed",
    details: { paid: payment.amount, afterHoldRanOut: !holding },
  });
  await accrueBookingFee(tx, {
    tenantId,
    bookingId,
    total: toMajorUnits(booking.total, booking.currency),
    currency: booking.currency,
    at: now,
  });
  if (payment.confirmationOrigin)
    await queueBookingConfirmation(tx, bookingId, tenantId, payment.confirmationOrigin, now);
  return "Confirmed";
}
