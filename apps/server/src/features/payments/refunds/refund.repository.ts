import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { paymentTransactions } from "../../../db/schema/bookings";
import { bookings } from "../../../db/schema/catalogue";

export type BookingRow = typeof bookings.$inferSelect;
export type TransactionRow = typeof paymentTransactions.$inferSelect;

export async function lockBookingOf(tx: Executor, tenantId: string, bookingId: string) {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, bookingId)))
    .for("update");
  return row;
}

/** Refunds not yet settled: their amount is already spoken for. */
export async function pendingRefundTotal(tx: Executor, bookingId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, bookingId),
        eq(paymentTransactions.kind, "Refund"),
        eq(paymentTransactions.result, "Pending"),
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * The booking's successful card payments through a broker, each with what is left to refund on
 * it (its amount less the refunds made or pending against it), newest first.
 */
export async function cardPaymentsWithRoom(tx: Executor, bookingId: string) {
  const rows = await tx.execute<{ id: string; room: string }>(sql`
    select p.id, p.amount - coalesce((
      select sum(r.amount) from payment_transactions r
      where r.refund_of = p.id and r.kind = 'Refund' and r.result <> 'Failed'), 0) as room
    from payment_transactions p
    where p.booking_id = ${bookingId}::uuid and p.kind = 'Payment' and p.result = 'Success'
      and p.method = 'Card' and p.broker <> 'None'
    order by p.created_at desc`);
  return rows.rows.map((row) => ({ id: row.id, room: Number(row.room) }));
}

export async function findTransaction(tx: Executor, id: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row;
}
