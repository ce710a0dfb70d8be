import type { BookingStatus, PaymentStatus, TransactionResult } from "@stund/shared/bookings/enums";

/** Confirmed is done, Pending is on its way, the rest are over: grey when lapsed, red when refused. */
export const bookingStatusColour: Record<BookingStatus, string> = {
  Confirmed: "green",
  Pending: "blue",
  Expired: "gray",
  Declined: "red",
  Failed: "red",
};

/** Money in is green, money owed orange, money returned grey. */
export const paymentStatusColour: Record<PaymentStatus, string> = {
  Paid: "green",
  Voucher: "green",
  Unpaid: "orange",
  PaymentLink: "blue",
  PartialRefunded: "grape",
  Refunded: "gray",
  Unknown: "gray",
};

export const transactionResultColour: Record<TransactionResult, string> = {
  Success: "green",
  Pending: "blue",
  Failed: "red",
};
