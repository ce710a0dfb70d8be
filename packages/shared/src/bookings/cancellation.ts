/**
 * The fee and refund when a customer or staff cancels a booking under the experience's policy
 * (docs/product.md §9.11 and §10.3): free until `freeUntilHours` before the start, after that `feePercent` of what
 * was paid is kept. Amounts are whole minor units; pass what was paid net of earlier refunds.
 */
export interface CancellationPolicy {
  freeUntilHours: number;
  feePercent: number;
}

export interface CancellationInput {
  paid: number;
  startsAt: Date;
  now: Date;
  policy: CancellationPolicy;
}

export interface CancellationFee {
  fee: number;
  refund: number;
  /** True when cancelled inside the free period. */
  free: boolean;
}

const hourMs = 3_600_000;

function time(date: Date, name: string): number {
  const value = date.getTime();
  if (!Number.isFinite(value)) throw new RangeError(`${name} is not a valid date`);
  return value;
}

/**
 * Free when `now` is at least `freeUntilHours` before the start (exactly on the limit is still
 * free). Otherwise, including after the start, the fee is `feePercent` of `paid` rounded half up
 * and the rest is refunded, so fee + refund always equals paid.
 */
export function cancellationFee({ paid, startsAt, now, policy }: CancellationInput): CancellationFee {
  if (!Number.isSafeInteger(paid) || paid < 0) {
    throw new RangeError(`paid must be a whole number of zero or more, got ${paid}`);
  }
  if (!Number.isFinite(policy.freeUntilHours) || policy.freeUntilHours < 0) {
    throw new RangeError(`freeUntilHours must be zero or more, got ${policy.freeUntilHours}`);
  }
  if (!Number.isFinite(policy.feePercent) || policy.feePercent < 0 || policy.feePercent > 100) {
    throw new RangeError(`feePercent must be from 0 to 100, got ${policy.feePercent}`);
  }
  const ahead = time(startsAt, "startsAt") - time(now, "now");
  if (ahead >= policy.freeUntilHours * hourMs) return { fee: 0, refund: paid, free: true };
  const fee = Math.round((paid * policy.feePercent) / 100);
  return { fee, refund: paid - fee, free: false };
}
