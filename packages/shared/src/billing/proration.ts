/**
 * Proration of an upgrade in the middle of a billing period (Rapyd has no preview, so we compute
 * it): the unused part of the old price is credited, the new price for the rest of the period is
 * charged, and the amount due now is the difference, never below zero. Amounts in EUR, rounded to
 * cents.
 *
 * The arithmetic runs on whole cents so that rounding can never push a charge above the new price
 * or make a series of changes within one period cost more than the highest price involved.
 */
import { toMinorUnits } from "../money/money";

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

function toCents(price: number, name: string): number {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`${name} must be a price of zero or more`);
  return toMinorUnits(price, "EUR");
}

function toTime(date: Date, name: string): number {
  const time = date.getTime();
  if (!Number.isFinite(time)) throw new RangeError(`${name} is not a valid date`);
  return time;
}

/** The part of the period still ahead at `at`, from 1 (at or before the start) to 0 (at or after the end). */
export function remainingShare(periodStart: Date, periodEnd: Date, at: Date): number {
  const start = toTime(periodStart, "periodStart");
  const end = toTime(periodEnd, "periodEnd");
  const now = toTime(at, "at");
  const total = end - start;
  if (total <= 0) return 0;
  return Math.min(Math.max(end - now, 0), total) / total;
}

export function prorate(input: ProrationInput): ProrationResult {
  const oldCents = toCents(input.oldMonthlyPrice, "oldMonthlyPrice");
  const newCents = toCents(input.newMonthlyPrice, "newMonthlyPrice");
  const share = remainingShare(input.periodStart, input.periodEnd, input.at);
  const creditCents = Math.round(oldCents * share);
  const chargeCents = Math.round(newCents * share);
  return {
    credit: creditCents / 100,
    charge: chargeCents / 100,
    amount: Math.max(0, chargeCents - creditCents) / 100,
  };
}
