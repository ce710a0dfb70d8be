import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { sandboxMerchant, sandboxPayments } from "../../../../db/schema/payments";

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

/** Test cards of the sandbox's hosted page. */
export const sandboxCards = {
  succeeds: "4242424242424242",
  declines: "4000000000000002",
  answersLate: "4000000000000259",
} as const;
/** How long the "answers late" card keeps its notice back. */
export const lateNoticeMs = 15_000;

export type ChargeOutcome = "Paid" | "Declined" | "Expired" | "UnknownCard" | "Closed";

/** The sandbox's signing secret, made on first use and shared by every process through the database. */
export async function sandboxSecret(db: Executor): Promise<string> {
  await db
    .insert(sandboxMerchant)
    .values({ id: 1, webhookSecret: randomBytes(32).toString("hex") })
    .onConflictDoNothing();
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

/** Charges a test card on an open checkout; a paid or expired checkout is not charged again. */
export async function chargeSandbox(
  db: Executor,
  id: string,
  cardNumber: string,
  now: Date = new Date(),
): Promise<{ outcome: ChargeOutcome; payment: SandboxPayment | undefined }> {
  const card = cardNumber.replace(/[\s-]/g, "");
  const payment = await findSandboxPayment(db, id);
  if (!payment || payment.status !== "Open") return { outcome: "Closed", payment };
  if (payment.expiresAt <= now) {
    await db
      .update(sandboxPayments)
      .set({ status: "Expired", updatedAt: now })
      .where(eq(sandboxPayments.id, id));
    return { outcome: "Expired", payment };
  }
  const known = Object.values(sandboxCards) as string[];
  if (!known.includes(card)) return { outcome: "UnknownCard", payment };
  if (card === sandboxCards.declines) return { outcome: "Declined", payment };
  const notifyAfter = card === sandboxCards.answersLate ? new Date(now.getTime() + lateNoticeMs) : now;
  const [paid] = await db
    .update(sandboxPayments)
    .set({ status: "Paid", notifyAfter, updatedAt: now })
    .where(sql`${sandboxPayments.id} = ${id} and ${sandboxPayments.status} = 'Open'`)
    .returning();
  return paid ? { outcome: "Paid", payment: paid } : { outcome: "Closed", payment };
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
