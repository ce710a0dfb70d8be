import type { SubscriptionTier } from "@stund/shared/enums";
import { toMinorUnits } from "@stund/shared/money/money";
import type { NewInvoiceLine } from "./invoice.repository";

/** Money is stored in whole cents so sums and comparisons are exact; the API speaks euros. */
export const toCents = (euros: number): number => toMinorUnits(euros, "EUR");
export const toEuros = (cents: number): number => cents / 100;

const day = (date: Date) => date.toISOString().slice(0, 10);

export function subscriptionLine(
  tier: SubscriptionTier,
  periodStart: Date,
  periodEnd: Date,
  amountCents: number,
): NewInvoiceLine {
  return {
    kind: "subscription",
    description: `${tier} plan, ${day(periodStart)} to ${day(periodEnd)}`,
    amountCents,
  };
}

export function prorationLine(
  from: SubscriptionTier,
  to: SubscriptionTier,
  at: Date,
  periodEnd: Date,
  amountCents: number,
): NewInvoiceLine {
  return {
    kind: "proration",
    description: `Upgrade from ${from} to ${to}, ${day(at)} to ${day(periodEnd)}`,
    amountCents,
  };
}

/** Whether a provider's payment is for exactly the amount we asked, in euros. */
export function paymentMatches(
  payment: { amount: number; currency: string },
  expectedCents: number,
): boolean {
  return toCents(payment.amount) === expectedCents && payment.currency.toUpperCase() === "EUR";
}
