import { currencyMinorDigits, roundToMinor } from "@stund/shared/money/money";
import type {
  RapydCheckoutObject,
  RapydPaymentLinkObject,
  RapydPaymentObject,
  RapydRefundObject,
} from "../../../../../../integrations/rapyd/rapyd-objects";
import { invalid } from "./rapyd-fake-envelope";

/** Everything one Rapyd account of the test server holds, in memory. */
export interface RapydFakeState {
  checkouts: Map<string, RapydCheckoutObject>;
  links: Map<string, RapydPaymentLinkObject>;
  payments: Map<string, RapydPaymentObject>;
  refunds: Map<string, RapydRefundObject>;
  /** The sandbox completes card refunds at once; "Pending" tries the two-step flow. */
  refundStatus: RapydRefundObject["status"];
  now: () => Date;
}

export function emptyState(now: () => Date = () => new Date()): RapydFakeState {
  return {
    checkouts: new Map(),
    links: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundStatus: "Completed",
    now,
  };
}

export const unixNow = (state: RapydFakeState) => Math.floor(state.now().getTime() / 1000);

/**
 * Digits after the point of the currencies the test server accepts. It keeps its own reading of
 * the table so that a conversion mistake in the adapter shows up as a refused amount.
 */
function digitsOf(currency: unknown): number {
  const digits = (currencyMinorDigits as Record<string, number | undefined>)[String(currency)];
  if (digits === undefined) throw invalid(`The currency ${String(currency)} is not supported.`);
  return digits;
}

/** A major-unit amount checked against its currency: positive, with no more decimals than it has. */
export function checkedAmount(value: unknown, currency: unknown): number {
  const digits = digitsOf(currency);
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw invalid("The amount must be a positive number.");
  }
  const minor = value * 10 ** digits;
  if (Math.abs(minor - Math.round(minor)) > 1e-6) {
    throw invalid(`The amount ${value} has more decimals than ${String(currency)} allows.`);
  }
  return value;
}

/** Major units to whole minor units, for sums that must not drift (refunded so far). */
export const minorOf = (amount: number, currency: string) => roundToMinor(amount, digitsOf(currency));
export const majorOf = (minor: number, currency: string) => minor / 10 ** digitsOf(currency);

export function requiredText(body: Record<string, unknown>, field: string, pattern?: RegExp): string {
  const value = body[field];
  if (typeof value !== "string" || value === "" || (pattern && !pattern.test(value))) {
    throw invalid(`The field ${field} is missing or not valid.`);
  }
  return value;
}

export const optionalText = (body: Record<string, unknown>, field: string): string =>
  typeof body[field] === "string" ? (body[field] as string) : "";
