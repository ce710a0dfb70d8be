export interface BillingPeriod {
  start: Date;
  end: Date;
}

/** The same day of month n months later, on the last day when the month is shorter (31 Jan → 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

const monthsBetween = (from: Date, to: Date) =>
  (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());

/**
 * The billing period a moment belongs to. Inside the subscription's stored period, that one.
 * Outside it (a renewal job that has not run yet, a refund of an older booking), the monthly
 * periods that follow or precede it, counted from its end or its start. Without a subscription,
 * the calendar month in UTC.
 */
export function billingPeriodAt(current: BillingPeriod | null, at: Date): BillingPeriod {
  if (!current) {
    const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
    return { start, end: addMonths(start, 1) };
  }
  const time = at.getTime();
  if (time >= current.start.getTime() && time < current.end.getTime()) return current;
  if (time >= current.end.getTime()) {
    let months = Math.max(0, monthsBetween(current.end, at) - 1);
    while (addMonths(current.end, months + 1).getTime() <= time) months += 1;
    return { start: addMonths(current.end, months), end: addMonths(current.end, months + 1) };
  }
  let months = Math.max(0, monthsBetween(at, current.start) - 1);
  while (addMonths(current.start, -(months + 1)).getTime() > time) months += 1;
  return { start: addMonths(current.start, -(months + 1)), end: addMonths(current.start, -months) };
}
