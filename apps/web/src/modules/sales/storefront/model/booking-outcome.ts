import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { defaultTimeZone } from "./site-page";

/** What the confirmation page tells the customer about their booking. */
export type BookingOutcome =
  /** Seats held, the payment not yet made: pay now. */
  | "awaitingPayment"
  /** Held, with nowhere left to pay: the payment is being confirmed. */
  | "confirming"
  | "confirmed"
  /** The hold lapsed unpaid; nothing was taken. */
  | "expired"
  /** Paid after the seats were sold; the payment was given back. */
  | "refundedLate"
  | "failed"
  | "declined"
  /** Cancelled by the customer or the company. */
  | "cancelled";

/** Only a pending booking can still change on its own. */
export function isSettled(status: PublicBookingView["status"]): boolean {
  return status !== "Pending";
}

export function bookingOutcome(
  view: Pick<PublicBookingView, "status" | "paymentUrl" | "paid" | "refunded" | "cancelledAt">,
): BookingOutcome {
  if (view.cancelledAt) return "cancelled";
  switch (view.status) {
    case "Pending":
      return view.paymentUrl ? "awaitingPayment" : "confirming";
    case "Confirmed":
      return "confirmed";
    case "Expired":
      return view.paid > 0 && view.refunded > 0 ? "refundedLate" : "expired";
    case "Failed":
      return "failed";
    case "Declined":
      return "declined";
  }
}

/**
 * The time zone of the booking's tour (IANA), in which its departure and its free-cancellation
 * deadline are shown; the platform's home zone when the answer names none.
 */
export function bookingTimeZone(view: PublicBookingView): string {
  return (view as { timeZone?: string | null }).timeZone || defaultTimeZone;
}
