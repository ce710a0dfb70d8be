import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { sandboxMerchant, sandboxPayments } from "../../../../db/schema/payments";

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** The sandbox's one merchant row, written with `secret` unless it is there already; its secret. */
export async function ensureSandboxMerchant(db: Executor, secret: string): Promise<string> {
  await db.insert(sandboxMerchant).values({ id: 1, webhookSecret: secret }).onConflictDoNothing();
  const [row] = await db.select().from(sandboxMerchant).where(eq(sandboxMerchant.id, 1));
  return row!.webhookSecret;
}

export async function openSandboxCheckout(
  db: Executor,
  values: Pick<
    typeof sandboxPayments.$inferInsert,
    "merchantReference" | "amount" | "currency" | "description" | "returnUrl" | "expiresAt"
  >,
): Promise<SandboxPayment> {
  const [row] = await db.insert(sandboxPayments).values(values).returning();
  return row!;
}

export async function findSandboxPayment(db: Executor, id: string): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

export async function findSandboxPaymentByReference(db: Executor, merchantReference: string) {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.merchantReference, merchantReference));
  return row;
}

export async function expireSandboxPayment(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({ status: "Expired", updatedAt: now })
    .where(eq(sandboxPayments.id, id));
}

/** Marks an open checkout Paid; undefined when it was no longer open (another charge won). */
export async function markSandboxPaid(
  db: Executor,
  id: string,
  notifyAfter: Date,
  now: Date,
): Promise<SandboxPayment | undefined> {
  const [paid] = await db
    .update(sandboxPayments)
    .set({ status: "Paid", notifyAfter, updatedAt: now })
    .where(sql`${sandboxPayments.id} = ${id} and ${sandboxPayments.status} = 'Open'`)
    .returning();
  return paid;
}

/** Refunds part or all of a paid checkout; false when there is not that much left to refund. */
export async function refundSandbox(
  db: Executor,
  merchantReference: string,
  amount: number,
): Promise<boolean> {
  const rows = await db
    .update(sandboxPayments)
    .set({ refunded: sql`${sandboxPayments.refunded} + ${amount}`, updatedAt: new Date() })
    .where(
      sql`${sandboxPayments.merchantReference} = ${merchantReference} and ${sandboxPayments.status} = 'Paid'
        and ${sandboxPayments.refunded} + ${amount} <= ${sandboxPayments.amount}`,
    )
    .returning({ id: sandboxPayments.id });
  return rows.length === 1;
}

export async function markNotified(db: Executor, id: string, now: Date = new Date()): Promise<void> {
  await db.update(sandboxPayments).set({ notifiedAt: now }).where(eq(sandboxPayments.id, id));
}
