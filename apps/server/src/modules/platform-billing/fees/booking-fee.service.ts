import type { z } from "zod";
import type { invoiceLineSchema } from "@stund/shared/contracts/billing";
import type { SubscriptionTier } from "@stund/shared/enums";
import { roundToMinor } from "@stund/shared/money/money";
import type { Executor } from "../../../db/database";
import { currentModel, modelForVersion, tierFeePercent } from "../plans/plan-catalogue.service";
import { findPlanTerms } from "../plans/plan-terms.repository";
import { billingPeriodAt, type BillingPeriod } from "./billing-period";
import {
  findAccrual,
  insertBookingFee,
  listFeesBetween,
  listReversals,
  type BookingFeeRow,
} from "./booking-fee.repository";

/** An invoice line of the contract, with the currency of the booking it came from. */
export type BookingFeeLine = z.infer<typeof invoiceLineSchema> & { currency: string };

const toCents = (amount: number) => roundToMinor(amount, 2);
const fromCents = (cents: number) => cents / 100;

function assertAmount(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be an amount of zero or more`);
}

function assertReference(value: string, name: string): void {
  if (value.trim() === "") throw new RangeError(`${name} is required`);
}

/**
 * The tenant's fee percent and the billing period of `at`. The fee is the one of the catalogue
 * the period was bought on; no subscription means no plan, so no fee. Enterprise fees are agreed
 * outside the catalogue (null there), so nothing is accrued for them here either.
 */
async function feeTerms(tx: Executor, tenantId: string, at: Date) {
  const subscription = await findPlanTerms(tx, tenantId);
  if (!subscription) return { percent: 0, period: billingPeriodAt(null, at) };
  const model =
    subscription.catalogueVersion != null
      ? await modelForVersion(tx, subscription.catalogueVersion)
      : await currentModel(tx);
  const current: BillingPeriod = { start: subscription.billingStartDate, end: subscription.billingEndDate };
  return {
    percent: tierFeePercent(model, subscription.tier as SubscriptionTier) ?? 0,
    period: billingPeriodAt(current, at),
  };
}

/**
 * Records the fee of a confirmed booking at the tenant's current percent. Idempotent per booking:
 * a second call returns the first accrual unchanged, whatever it is given.
 */
export async function accrueBookingFee(
  tx: Executor,
  input: { tenantId: string; bookingId: string; total: number; currency: string; at: Date },
): Promise<BookingFeeRow> {
  assertReference(input.bookingId, "bookingId");
  assertAmount(input.total, "total");
  if (!/^[A-Z]{3}$/.test(input.currency)) throw new RangeError("currency must be an ISO 4217 code");
  const existing = await findAccrual(tx, input.tenantId, input.bookingId);
  if (existing) return existing;
  const { percent, period } = await feeTerms(tx, input.tenantId, input.at);
  const created = await insertBookingFee(tx, {
    tenantId: input.tenantId,
    bookingId: input.bookingId,
    kind: "accrual",
    refundId: "",
    bookingTotal: input.total,
    refundedAmount: null,
    currency: input.currency,
    feePercent: percent,
    feeAmount: fromCents(Math.round((toCents(input.total) * percent) / 100)),
    periodStart: period.start,
    periodEnd: period.end,
    occurredAt: input.at,
  });
  return created ?? (await findAccrual(tx, input.tenantId, input.bookingId))!;
}

/**
 * Reverses the fee in proportion to a refund (refunded / total × fee), once per refund. The
 * reversals are computed from the running total refunded, so partial refunds add up to the whole
 * fee exactly when the booking is fully refunded and never go beyond it. Answers null when the
 * booking never accrued a fee.
 */
export async function reverseBookingFee(
  tx: Executor,
  input: { tenantId: string; bookingId: string; refundId: string; refundedAmount: number; at: Date },
): Promise<BookingFeeRow | null> {
  assertReference(input.bookingId, "bookingId");
  assertReference(input.refundId, "refundId");
  assertAmount(input.refundedAmount, "refundedAmount");
  const accrual = await findAccrual(tx, input.tenantId, input.bookingId, true);
  if (!accrual) return null;
  const reversals = await listReversals(tx, input.tenantId, input.bookingId);
  const already = reversals.find((reversal) => reversal.refundId === input.refundId);
  if (already) return already;

  const totalCents = toCents(accrual.bookingTotal);
  const feeCents = toCents(accrual.feeAmount);
  const refundedBefore = reversals.reduce((sum, r) => sum + toCents(r.refundedAmount ?? 0), 0);
  const reversedBefore = reversals.reduce((sum, r) => sum - toCents(r.feeAmount), 0);
  const refundedNow = Math.min(totalCents, refundedBefore + toCents(input.refundedAmount));
  const target = totalCents === 0 ? feeCents : Math.round((feeCents * refundedNow) / totalCents);
  const reversalCents = Math.min(Math.max(0, target - reversedBefore), feeCents - reversedBefore);

  const { period } = await feeTerms(tx, input.tenantId, input.at);
  const created = await insertBookingFee(tx, {
    tenantId: input.tenantId,
    bookingId: input.bookingId,
    kind: "reversal",
    refundId: input.refundId,
    bookingTotal: accrual.bookingTotal,
    refundedAmount: input.refundedAmount,
    currency: accrual.currency,
    feePercent: accrual.feePercent,
    feeAmount: -fromCents(reversalCents),
    periodStart: period.start,
    periodEnd: period.end,
    occurredAt: input.at,
  });
  return created ?? null;
}

const formatAmount = (amount: number) => amount.toFixed(2);

function toLine(row: BookingFeeRow): BookingFeeLine {
  const total = `${formatAmount(row.bookingTotal)} ${row.currency}`;
  if (row.kind === "accrual")
    return {
      kind: "bookingFee",
      description: `Booking fee ${row.feePercent}% of ${total} (booking ${row.bookingId})`,
      amount: row.feeAmount,
      currency: row.currency,
    };
  return {
    kind: "bookingFeeReversal",
    description: `Booking fee reversed for a refund of ${formatAmount(row.refundedAmount ?? 0)} ${row.currency} of ${total} (booking ${row.bookingId})`,
    amount: row.feeAmount,
    currency: row.currency,
  };
}

/**
 * The fee lines of an invoice period [start, end): what accrued or was reversed in it. Read by the
 * time of the event rather than the stamped period, so a renewal that runs late loses no fee.
 * Lines of nothing (a zero fee) are left out.
 */
export async function feesForPeriod(
  db: Executor,
  tenantId: string,
  start: Date,
  end: Date,
): Promise<BookingFeeLine[]> {
  const rows = await listFeesBetween(db, tenantId, start, end);
  return rows.filter((row) => toCents(row.feeAmount) !== 0).map(toLine);
}
