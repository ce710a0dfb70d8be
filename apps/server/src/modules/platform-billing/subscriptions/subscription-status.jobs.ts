import { and, asc, eq, inArray, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/database";
import { subscriptions } from "../../../db/schema/tenants";

/**
 * The jobs that only move a subscription's state by the clock. Each claims its rows with
 * SELECT … FOR UPDATE SKIP LOCKED, so several server processes share the work without waiting on
 * each other, and repeats its WHERE in the update, so a second run finds nothing left to do.
 */
const batchSize = 200;

async function claimAndUpdate(
  db: Database,
  due: SQL,
  change: (tx: Transaction, tenantIds: string[]) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ tenantId: subscriptions.tenantId })
        .from(subscriptions)
        .where(due)
        .orderBy(asc(subscriptions.billingEndDate))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      const tenantIds = rows.map((row) => row.tenantId);
      if (tenantIds.length > 0) await change(tx, tenantIds);
      return tenantIds.length;
    });
    total += claimed;
    if (claimed < batchSize) return total;
  }
}

/** A trial past its end date becomes Expired; its data stays, only the gated sections close. */
export async function expireTrials(db: Database, now: Date): Promise<number> {
  const due = and(eq(subscriptions.status, "Trial"), lte(subscriptions.billingEndDate, now))!;
  return claimAndUpdate(db, due, async (tx, tenantIds) => {
    await tx
      .update(subscriptions)
      .set({ status: "Expired" })
      .where(and(inArray(subscriptions.tenantId, tenantIds), due));
  });
}

/** An unsubscribed plan runs to its billing end date, then it is Canceled. */
export async function cancelEndedSubscriptions(db: Database, now: Date): Promise<number> {
  const due = and(eq(subscriptions.status, "Unsubscribed"), lte(subscriptions.billingEndDate, now))!;
  return claimAndUpdate(db, due, async (tx, tenantIds) => {
    await tx
      .update(subscriptions)
      .set({
        status: "Canceled",
        cancellationDate: sql`coalesce(${subscriptions.cancellationDate}, ${subscriptions.billingEndDate})`,
        pendingTier: null,
        pendingWhenToProcess: null,
      })
      .where(and(inArray(subscriptions.tenantId, tenantIds), due));
  });
}

/**
 * A downgrade takes effect when its time comes (the end of the period it was asked in), so the
 * renewal that starts the next period charges the lower plan.
 */
export async function applyDuePlanChanges(db: Database, now: Date): Promise<number> {
  const due = and(
    inArray(subscriptions.status, ["Active", "UnPaid"]),
    isNotNull(subscriptions.pendingTier),
    lte(subscriptions.pendingWhenToProcess, now),
  )!;
  return claimAndUpdate(db, due, async (tx, tenantIds) => {
    await tx
      .update(subscriptions)
      .set({ tier: sql`${subscriptions.pendingTier}`, pendingTier: null, pendingWhenToProcess: null })
      .where(and(inArray(subscriptions.tenantId, tenantIds), due));
  });
}
