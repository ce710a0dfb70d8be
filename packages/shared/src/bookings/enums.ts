/** Enumerations (docs/product.md §18.1) that belong to bookings, payments and widgets, as stable API values. */

/** Spec order. Voucher and Unknown are set by hand or by imports, never derived from amounts. */
export const paymentStatuses = [
  "Paid",
  "Unpaid",
  "PaymentLink",
  "Voucher",
  "Refunded",
  "PartialRefunded",
  "Unknown",
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const transactionResults = ["Pending", "Success", "Failed"] as const;
export type TransactionResult = (typeof transactionResults)[number];

export const refundReasons = ["Return", "Duplicate", "Fraud", "CustomerRequest", "Other"] as const;
export type RefundReason = (typeof refundReasons)[number];

export const bookingStatuses = ["Pending", "Confirmed", "Declined", "Expired", "Failed"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Who created a booking; Staff stands for any staff user of the tenant. */
export const creatorKinds = ["Unknown", "Customer", "Agent", "System", "Staff"] as const;
export type CreatorKind = (typeof creatorKinds)[number];

export const payoutTimings = ["Unknown", "Daily", "PerTransaction", "Manual"] as const;
export type PayoutTiming = (typeof payoutTimings)[number];

export const widgetPlacements = ["BookingPane", "EventDetail", "Button"] as const;
export type WidgetPlacement = (typeof widgetPlacements)[number];

export const layouts = ["Single", "TwoColumns", "Auto"] as const;
export type Layout = (typeof layouts)[number];
