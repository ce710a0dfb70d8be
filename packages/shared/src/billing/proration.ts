/**
 * Proration of an upgrade in the middle of a billing period (Rapyd has no preview, so we compute
 * it): the unused part of the old price is credited, the new price for the rest of the period is
 * charged, and the amount due now is the difference, never below zero. Amounts in EUR, rounded to
 * cents. Filled by the billing work; the signature is fixed here so callers can be written now.
 */
export interface ProrationInput {
  oldMonthlyPrice: number;
  newMonthlyPrice: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}

export interface ProrationResult {
  credit: number;
  charge: number;
  amount: number;
}

export function prorate(input: ProrationInput): ProrationResult {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const remaining = Math.min(Math.max(input.periodEnd.getTime() - input.at.getTime(), 0), total);
  const share = total > 0 ? remaining / total : 0;
  const cents = (value: number) => Math.round(value * 100) / 100;
  const credit = cents(input.oldMonthlyPrice * share);
  const charge = cents(input.newMonthlyPrice * share);
  return { credit, charge, amount: Math.max(0, cents(charge - credit)) };
}
