import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { bookingFees } from "../../../db/schema/fees";

export type BookingFeeRow = typeof bookingFees.$inferSelect;
export type NewBookingFee = Omit<typeof bookingFees.$inferInsert, "id" | "createdAt">;

/** Returns nothing when the same booking, kind and refund was recorded first by another call. */
export async function insertBookingFee(db: Executor, row: NewBookingFee): Promise<BookingFeeRow | undefined> {
  const [created] = await db.insert(bookingFees).values(row).onConflictDoNothing().returning();
  return created;
}

/**
 * The booking's accrual. With `lock`, held until the transaction ends, so refunds of one booking
 * are reversed one after the other and together never exceed the fee.
 */
export async function findAccrual(
  db: Executor,
  tenantId: string,
  bookingId: string,
  lock = false,
): Promise<BookingFeeRow | undefined> {
  const query = db
    .select()
    .from(bookingFees)
    .where(
      and(
        eq(bookingFees.tenantId, tenantId),
        eq(bookingFees.bookingId, bookingId),
        eq(bookingFees.kind, "accrual"),
      ),
    )
    .limit(1);
  const rows = lock ? await query.for("update") : await query;
  return rows[0];
}

export async function listReversals(
  db: Executor,
  tenantId: string,
  bookingId: string,
): Promise<BookingFeeRow[]> {
  return db
    .select()
    .from(bookingFees)
    .where(
      and(
        eq(bookingFees.tenantId, tenantId),
        eq(bookingFees.bookingId, bookingId),
        eq(bookingFees.kind, "reversal"),
      ),
    )
    .orderBy(asc(bookingFees.occurredAt), asc(bookingFees.createdAt));
}

/** Fees and reversals that happened in [start, end), oldest first. */
export async function listFeesBetween(
  db: Executor,
  tenantId: string,
  start: Date,
  end: Date,
): Promise<BookingFeeRow[]> {
  return db
    .select()
    .from(bookingFees)
    .where(
      and(
        eq(bookingFees.tenantId, tenantId),
        gte(bookingFees.occurredAt, start),
        lt(bookingFees.occurredAt, end),
      ),
    )
    .orderBy(asc(bookingFees.occurredAt), asc(bookingFees.createdAt), asc(bookingFees.id));
}
