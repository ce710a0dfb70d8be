import { bookingChangeMessages as m } from "@stund/shared/contracts/bookings/booking-changes";
import { paymentStatusAfter } from "@stund/shared/bookings/refunds";
import { bookingTotals, type BookingTotals } from "@stund/shared/bookings/totals";
import { conflict, notFound } from "../../../../http/errors";
import type { BookingRow } from "../booking.repository";
import { bookingNotFoundTitle } from "../read/booking-read.service";

/** A booking that holds or has sold seats of a departure, and so can be moved, changed or cancelled. */
export type LiveBooking = BookingRow & { eventId: string };

/** True while a pending booking's hold has not run out. */
export function holdsSeats(row: Pick<BookingRow, "status" | "expiresAt">, now: Date): boolean {
  return row.status === "Pending" && row.expiresAt !== null && row.expiresAt.getTime() > now.getTime();
}

/**
 * Refuses, with 404 or 409, a booking that is missing, cancelled, ended (expired, declined,
 * failed, a hold run out) or not for a departure.
 */
export function assertLive(row: BookingRow | undefined, now: Date): asserts row is LiveBooking {
  if (!row) throw notFound(bookingNotFoundTitle);
  if (row.cancelledAt) throw conflict(m.cancelled);
  if (row.status !== "Confirmed" && !holdsSeats(row, now)) throw conflict(m.notChangeable);
  if (!row.eventId) throw conflict(m.noDeparture);
}

/** Totals of the new tickets; a discount given earlier is kept, never above the new subtotal. */
export function totalsOf(
  items: readonly { unitPrice: number; quantity: number; vatRate: number }[],
  discount: number,
): BookingTotals {
  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return bookingTotals(items, Math.min(discount, subtotal));
}

/**
 * The payment status once the total changed: derived from the amounts, except a voucher or an
 * imported unknown status, which only staff set by hand.
 */
export function paymentStatusFor(row: BookingRow, total: number): string {
  if (row.paymentStatus === "Voucher" || row.paymentStatus === "Unknown") return row.paymentStatus;
  return paymentStatusAfter({
    total,
    paid: row.paid,
    refunded: Math.min(row.refunded, row.paid),
    hasPaymentLink: row.paymentStatus === "PaymentLink",
  });
}
