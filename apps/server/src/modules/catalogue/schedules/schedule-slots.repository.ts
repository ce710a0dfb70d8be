import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { bookings } from "../../../db/schema/catalogue";

export interface SlotTotals {
  sold: number;
  held: number;
}

/**
 * Seats of the schedule's bookings per slot start within [first, last]: confirmed ones sold,
 * pending ones not yet expired at `now` held. Keyed by the start's epoch milliseconds.
 */
export async function slotBookingTotals(
  db: Executor,
  tenantId: string,
  scheduleId: string,
  first: Date,
  last: Date,
  now: Date,
): Promise<Map<number, SlotTotals>> {
  const rows = await db
    .select({
      startsAt: bookings.startsAt,
      sold: sql<number>`coalesce(sum(${bookings.seats}) filter (where ${bookings.status} = 'Confirmed'), 0)::int`,
      held: sql<number>`coalesce(sum(${bookings.seats}) filter (where ${bookings.status} = 'Pending' and ${bookings.expiresAt} > ${now.toISOString()}::timestamptz), 0)::int`,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        eq(bookings.scheduleId, scheduleId),
        gte(bookings.startsAt, first),
        lte(bookings.startsAt, last),
      ),
    )
    .groupBy(bookings.startsAt);
  return new Map(
    rows.flatMap((row) =>
      row.startsAt ? [[row.startsAt.getTime(), { sold: row.sold, held: row.held }]] : [],
    ),
  );
}
