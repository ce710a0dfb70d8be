/**
 * Refund limits and the payment status a booking's amounts imply. Amounts are whole minor units;
 * `refunded` is the sum of successful refunds, which can never exceed what was paid (docs/product.md §9.12:
 * refunds go "up to what was paid").
 */
import type { PaymentStatus } from "./enums";

export { paymentStatuses, type PaymentStatus } from "./enums";

/** The statuses that follow from amounts alone; Voucher and Unknown are only ever set explicitly. */
export type DerivedPaymentStatus = Exclude<PaymentStatus, "Voucher" | "Unknown">;

export interface PaidAmounts {
  paid: number;
  refunded: number;
}

function assertWhole(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of zero or more, got ${value}`);
  }
}

function assertPaidAmounts({ paid, refunded }: PaidAmounts): void {
  assertWhole(paid, "paid");
  assertWhole(refunded, "refunded");
  if (refunded > paid) throw new RangeError(`refunded ${refunded} must not exceed paid ${paid}`);
}

/** What can still be refunded: paid minus what was already refunded. */
export function refundable(paid: number, refunded: number): number {
  assertPaidAmounts({ paid, refunded });
  return paid - refunded;
}

/** Throws RangeError unless `amount` is a whole number from 1 up to what is still refundable. */
export function assertRefund(amount: number, amounts: PaidAmounts): void {
  const left = refundable(amounts.paid, amounts.refunded);
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`refund amount must be a whole number of minor units, got ${amount}`);
  }
  if (amount < 1) throw new RangeError(`refund amount must be at least 1, got ${amount}`);
  if (amount > left) {
    throw new RangeError(`refund amount ${amount} exceeds the ${left} still refundable`);
  }
}

export interface PaymentAmounts extends PaidAmounts {
  total: number;
  /** Whether a payment link has been sent and is still open. */
  hasPaymentLink?: boolean;
}

/**
 * The payment status that the amounts imply, checked in this order:
 * - Refunded: something was paid and all of it was refunded.
 * - PartialRefunded: part of what was paid was refunded.
 * - Paid: what was paid covers the total. This includes a total of 0 (free tickets or a full
 *   discount): nothing is owed, such a booking confirms without a payment, so it counts as settled.
 * - PaymentLink: not (fully) paid and a payment link is open.
 * - Unpaid: otherwise, including a part payment, since the spec has no part-paid status; the
 *   booking's balance shows what is left.
 */
export function paymentStatusAfter(amounts: PaymentAmounts): DerivedPaymentStatus {
  const { total, paid, refunded, hasPaymentLink = false } = amounts;
  assertWhole(total, "total");
  assertPaidAmounts({ paid, refunded });
  if (refunded > 0 && refunded === paid) return "Refunded";
  if (refunded > 0) return "PartialRefunded";
  if (paid >= total) return "Paid";
  return hasPaymentLink ? "PaymentLink" : "Unpaid";
}
