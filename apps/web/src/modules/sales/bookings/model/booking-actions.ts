import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { balanceOf } from "./balance";

type ActionBooking = Pick<
  BookingDetail,
  "status" | "cancelledAt" | "expiresAt" | "eventId" | "total" | "paid" | "refunded" | "transactions"
>;

/**
 * Whether the booking can be moved, have its tickets changed or be cancelled: confirmed, or a
 * pending one whose hold has not run out, not cancelled, and for a departure (the server's rule).
 */
export function isChangeable(booking: ActionBooking, now: Date): boolean {
  if (booking.cancelledAt || !booking.eventId) return false;
  if (booking.status === "Confirmed") return true;
  return (
    booking.status === "Pending" &&
    booking.expiresAt !== null &&
    Date.parse(booking.expiresAt) > now.getTime()
  );
}

/** Only a confirmed booking that is not cancelled has a confirmation to send. */
export function canResendConfirmation(booking: ActionBooking): boolean {
  return booking.status === "Confirmed" && !booking.cancelledAt;
}

/** What can still be refunded: paid less already refunded. */
export function refundableOf(booking: ActionBooking): number {
  return Math.max(0, booking.paid - booking.refunded);
}

/**
 * The amount the refund dialog starts from: what the customer is owed back when the booking was
 * overpaid (a move to a cheaper departure, fewer tickets, a cancellation), else all that is left.
 */
export function refundSuggestion(booking: ActionBooking): number {
  const left = refundableOf(booking);
  const balance = balanceOf(booking);
  return balance < 0 ? Math.min(-balance, left) : left;
}

/** A card payment succeeded at a broker, so a refund can go back through it. */
export function hasCardPayment(booking: Pick<BookingDetail, "transactions">): boolean {
  return booking.transactions.some(
    (tx) => tx.kind === "Payment" && tx.result === "Success" && tx.method === "Card" && tx.broker !== "None",
  );
}
