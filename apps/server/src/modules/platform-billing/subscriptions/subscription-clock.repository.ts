import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { subscriptions } from "../../../db/schema/tenants";
import type { SubscriptionPatch, SubscriptionRow } from "./subscription.repository";

/**
 * The subscriptions whose state moves by the clock. Each claim takes its rows with
 * SELECT … FOR UPDATE SKIP LOCKED, so several server processes share the work without waiting on
 * each other; each batch update repeats its WHERE, so a second run finds nothing left to do.
 */

/**
 * Claims up to `limit` active or unpaid subscriptions whose period has ended and whose retry (if
 * any) is due, leasing them until `leaseUntil` so no other process renews the same row meanwhile.
 */
export async function claimDueRenewalRows(
  db: Database,
  now: Date,
  limit: number,
  leaseUntil: Date,
): Promise<SubscriptionRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          inArray(subscriptions.status, ["Active", "UnPaid"]),
          lte(subscriptions.billingEndDate, now),
          or(isNull(subscriptions.nextRenewalAttemptAt), lte(subscriptions.nextRenewalAttemptAt, now)),
          or(isNull(subscriptions.jobLeaseUntil), lt(subscriptions.jobLeaseUntil, now)),
        ),
      )
      .orderBy(asc(subscriptions.billingEndDate))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(subscriptions)
        .set({ jobLeaseUntil: leaseUntil })
        .where(
          inArray(
            subscriptions.tenantId,
            rows.map((row) => row.tenantId),
          ),
        );
    }
    return rows;
  });
}

/** One batch: claims up to `limit` rows that are `due` and writes `change` to them; returns how many. */
async function claimAndUpdate(
  db: Database,
  due: SQL,
  change: { [K in keyof SubscriptionPatch]: SubscriptionPatch[K] | SQL },
  limit: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ tenantId: subscriptions.tenantId })
      .from(subscriptions)
      .where(due)
      .orderBy(asc(subscriptions.billingEndDate))
      .limit(limit)
      .for("update", { skipLocked: true });
    const tenantIds = rows.map((row) => row.tenantId);
    if (tenantIds.length > 0)
      await tx
        .update(subscriptions)
        .set(change)
        .where(and(inArray(subscriptions.tenantId, tenantIds), due));
    return tenantIds.length;
  });
}

/** Trials past their end date become Expired. */
export async function expireTrialBatch(db: Database, now: Date, limit: number): Promise<number> {
  const due = and(eq(subscriptions.status, "Trial"), lte(subscriptions.billingEndDate, now))!;
  return claimAndUpdate(db, due, { status: "Expired" }, limit);
}

/** Unsubscribed plans past their billing end date become Canceled. */
export async function cancelEndedBatch(db: Database, now: Date, limit: number): Promise<number> {
  const due = and(eq(subscriptions.status, "Unsubscribed"), lte(subscriptions.billingEndDate, now))!;
  return claimAndUpdate(
    db,
    due,
    {
      status: "Canceled",
      cancellationDate: sql`coalesce(${subscriptions.cancellationDate}, ${subscriptions.billingEndDate})`,
      pendingTier: null,
      pendingWhenToProcess: null,
    },
    limit,
  );
}

/** Pending plan changes whose time has come take effect. */
export async function applyDuePlanChangeBatch(db: Database, now: Date, limit: number): Promise<number> {
  const due = and(
    inArray(subscriptions.status, ["Active", "UnPaid"]),
    isNotNull(subscriptions.pendingTier),
    lte(subscriptions.pendingWhenToProcess, now),
  )!;
  return claimAndUpdate(
    db,
    due,
    { tier: sql`${subscriptions.pendingTier}`, pendingTier: null, pendingWhenToProcess: null },
    limit,
  );
}
