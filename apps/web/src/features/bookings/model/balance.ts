import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";

type BalanceInput = Pick<BookingDetail, "status" | "cancelledAt" | "total" | "paid" | "refunded">;

/**
 * What is still owed, in minor units: the total of a live booking less the money kept (paid less
 * refunded). A booking that ended (cancelled, expired, declined or failed) owes nothing, so its
 * balance is only the money still kept, negative: that much is due back to the customer.
 */
export function balanceOf(booking: BalanceInput): number {
  const kept = booking.paid - booking.refunded;
  const live = (booking.status === "Confirmed" || booking.status === "Pending") && !booking.cancelledAt;
  return (live ? booking.total : 0) - kept;
}
