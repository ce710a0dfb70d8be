import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";

type BalanceInput = Pick<BookingDetail, "status" | "cancelledAt" | "total" | "paid" | "refunded">;

/**
 * Where the money of a booking stands, in minor units: positive is still owed by the customer,
 * negative is due back to them.
 *
 * A live booking owes its total less what was paid. A refund never makes it owe again: money
 * given back on a booking that was paid in full (a goodwill refund) is not asked for again. What
 * is due back is the money kept (paid less refunded) beyond the total, as after a move to a
 * cheaper departure. A booking that ended (cancelled, expired, declined or failed) owes nothing,
 * so all the money it still keeps is due back (`0 - kept`, never a negative zero).
 */
export function balanceOf(booking: BalanceInput): number {
  const kept = booking.paid - booking.refunded;
  const live = (booking.status === "Confirmed" || booking.status === "Pending") && !booking.cancelledAt;
  if (!live) return 0 - kept;
  if (booking.paid < booking.total) return booking.total - booking.paid;
  return Math.min(0, booking.total - kept);
}
