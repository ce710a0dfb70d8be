import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { paymentTransactions } from "../../../db/schema/bookings";
import { bookings } from "../../../db/schema/catalogue";
import { tenants } from "../../../db/schema/tenants";

export type TransactionRow = typeof paymentTransactions.$inferSelect;
type TransactionChanges = Partial<Omit<TransactionRow, "id" | "tenantId" | "bookingId">>;

export interface NewAttempt {
  tenantId: string;
  bookingId: string;
  broker: string;
  amount: number;
  currency: string;
  expiresAt: Date;
  /** Where the customer returns from the broker's page. */
  returnUrl: string;
  origin: string;
}

/**
 * A payment attempt of a booking, written in one statement (inside the booking transaction, which
 * holds its departure's lock). Its address, /pay/{id} on our server, opens the broker's hosted page
 * only when the customer arrives, so no broker call is made while seats are locked.
 */
export async function insertPaymentAttempt(
  tx: Executor,
  attempt: NewAttempt,
): Promise<{ id: string; paymentUrl: string }> {
  const id = randomUUID();
  const paymentUrl = `${attempt.origin}/pay/${id}`;
  await tx.execute(sql`
    insert into payment_transactions
      (id, tenant_id, booking_id, kind, broker, method, amount, currency, result, payment_url, return_url, expires_at)
    values (${id}::uuid, ${attempt.tenantId}::uuid, ${attempt.bookingId}::uuid, 'Payment', ${attempt.broker}, 'Card',
      ${attempt.amount}, ${attempt.currency}, 'Pending', ${paymentUrl}, ${attempt.returnUrl},
      ${attempt.expiresAt.toISOString()}::timestamptz)`);
  return { id, paymentUrl };
}

export async function findTransaction(tx: Executor, id: string): Promise<TransactionRow | undefined> {
  const [row] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row;
}

/** A transaction, locked until the end of the database transaction. */
export async function lockTransaction(tx: Executor, id: string): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .for("update");
  return row;
}

export async function updateTransaction(
  tx: Executor,
  id: string,
  changes: TransactionChanges,
): Promise<TransactionRow | undefined> {
  const [row] = await tx
    .update(paymentTransactions)
    .set(changes)
    .where(eq(paymentTransactions.id, id))
    .returning();
  return row;
}

/** Changes a transaction only while it is still Pending: a settled one never moves again. */
export async function updatePendingTransaction(
  tx: Executor,
  id: string,
  changes: TransactionChanges,
): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set(changes)
    .where(and(eq(paymentTransactions.id, id), eq(paymentTransactions.result, "Pending")));
}

/** A payment attempt with its booking's reference and its company's name, for the broker's page. */
export async function findAttemptToOpen(db: Executor, transactionId: string) {
  const [row] = await db
    .select({
      attempt: paymentTransactions,
      reference: bookings.reference,
      tenantName: tenants.name,
    })
    .from(paymentTransactions)
    .innerJoin(bookings, eq(bookings.id, paymentTransactions.bookingId))
    .innerJoin(tenants, eq(tenants.id, paymentTransactions.tenantId))
    .where(and(eq(paymentTransactions.id, transactionId), eq(paymentTransactions.kind, "Payment")));
  return row;
}

/** Keeps the broker's checkout of an attempt unless one was kept first; true when this one was. */
export async function storeFirstCheckout(
  db: Executor,
  id: string,
  checkout: { checkout: Record<string, unknown>; checkoutReference: string | null },
): Promise<boolean> {
  const stored = await db
    .update(paymentTransactions)
    .set({ ...checkout, updatedAt: new Date() })
    .where(and(eq(paymentTransactions.id, id), isNull(paymentTransactions.checkout)))
    .returning({ id: paymentTransactions.id });
  return stored.length > 0;
}

/** The booking's newest open attempt of the same kind (note), amount and broker. */
export async function findOpenAttempt(
  tx: Executor,
  bookingId: string,
  match: { amount: number; broker: string; note: string; now: Date },
): Promise<TransactionRow | undefined> {
  const [open] = await tx
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.bookingId, bookingId),
        eq(paymentTransactions.kind, "Payment"),
        eq(paymentTransactions.result, "Pending"),
        eq(paymentTransactions.amount, match.amount),
        eq(paymentTransactions.broker, match.broker),
        eq(paymentTransactions.note, match.note),
        gt(paymentTransactions.expiresAt, match.now),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return open;
}

/** Payment attempts still pending that were made before `before`, those asked about longest ago first. */
export async function findAttemptsToAsk(db: Executor, before: Date): Promise<TransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.kind, "Payment"),
        eq(paymentTransactions.result, "Pending"),
        lt(paymentTransactions.createdAt, before),
      ),
    )
    .orderBy(asc(paymentTransactions.updatedAt))
    .limit(200);
}

/** Our transaction the broker knows by its checkout reference, of this company when given. */
export async function findTransactionIdByCheckout(
  db: Executor,
  broker: string,
  checkoutReference: string,
  tenantId: string | null,
): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.broker, broker),
        eq(paymentTransactions.checkoutReference, checkoutReference),
        ...(tenantId ? [eq(paymentTransactions.tenantId, tenantId)] : []),
      ),
    );
  return row?.id ?? null;
}
