import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { paymentTransactions } from "../../../../db/schema/bookings";
import { bookings } from "../../../../db/schema/catalogue";
import type { BookingRow } from "../../bookings/booking.repository";
import type { TransactionRow } from "../payment-attempt.repository";

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

/**
 * Our refund the broker knows by `brokerReference`: the reference its refund call answered with.
 * A payment's reference never names a refund, and a company sees only its own refunds.
 */
export async function findRefundByBrokerReference(
  tx: Executor,
  broker: string,
  brokerReference: string,
  tenantId: string | null,
): Promise<string | null> {
  const [row] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.broker, broker),
        eq(paymentTransactions.brokerReference, brokerReference),
        eq(paymentTransactions.kind, "Refund"),
        ...(tenantId ? [eq(paymentTransactions.tenantId, tenantId)] : []),
      ),
    );
  return row?.id ?? null;
}

/** Whether another transaction of the broker already has the reference (it is unique per broker). */
export async function brokerReferenceTaken(
  tx: Executor,
  broker: string,
  brokerReference: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.broker, broker), eq(paymentTransactions.brokerReference, brokerReference)),
    );
  return row !== undefined;
}

export async function insertRefund(
  tx: Executor,
  refund: Omit<typeof paymentTransactions.$inferInsert, "id" | "kind">,
): Promise<TransactionRow> {
  const [row] = await tx
    .insert(paymentTransactions)
    .values({ ...refund, kind: "Refund" })
    .returning();
  return row!;
}

/** Adds a refund to what the booking has had refunded; answers the booking as it is then. */
export async function addRefunded(tx: Executor, bookingId: string, amount: number, now: Date) {
  const [updated] = await tx
    .update(bookings)
    .set({ refunded: sql`${bookings.refunded} + ${amount}`, updatedAt: now })
    .where(eq(bookings.id, bookingId))
    .returning();
  return updated as BookingRow;
}

/** Refunds the broker answered "pending" to that were made before `before`, asked about longest ago first. */
export async function findRefundsToAsk(db: Executor, before: Date): Promise<TransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.kind, "Refund"),
        eq(paymentTransactions.result, "Pending"),
        isNotNull(paymentTransactions.brokerReference),
        lt(paymentTransactions.createdAt, before),
      ),
    )
    .orderBy(asc(paymentTransactions.updatedAt))
    .limit(200);
}
