import { and, eq, lt } from "drizzle-orm";
import type { SubscriptionStatus, SubscriptionTier } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { subscriptions } from "../../../db/schema/tenants";

/** A repository call may run on the pool or inside a caller's transaction. */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionPatch = Partial<Omit<SubscriptionRow, "tenantId" | "id">>;

export async function insertSubscription(
  db: Executor,
  row: {
    tenantId: string;
    tier: SubscriptionTier;
    status: SubscriptionStatus;
    billingStartDate: Date;
    billingEndDate: Date;
  },
): Promise<void> {
  await db.insert(subscriptions).values(row);
}

export async function findSubscription(db: Executor, tenantId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId)).limit(1);
  return rows[0];
}

/** The row under a lock held until the transaction ends, so concurrent changes queue behind it. */
export async function lockSubscription(db: Executor, tenantId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.tenantId, tenantId))
    .limit(1)
    .for("update");
  return rows[0];
}

export async function updateSubscription(
  db: Executor,
  tenantId: string,
  patch: SubscriptionPatch,
): Promise<void> {
  await db.update(subscriptions).set(patch).where(eq(subscriptions.tenantId, tenantId));
}

/** Writes the whole subscription, creating it for a company that never had one. */
export async function upsertSubscription(
  db: Executor,
  tenantId: string,
  values: SubscriptionPatch &
    Pick<SubscriptionRow, "tier" | "status" | "billingStartDate" | "billingEndDate">,
): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: subscriptions.tenantId, set: values });
}

/** Moves a trial past its end date to Expired; a no-op for anything else. */
export async function expireTrialIfEnded(db: Executor, tenantId: string, now: Date): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: "Expired" })
    .where(
      and(
        eq(subscriptions.tenantId, tenantId),
        eq(subscriptions.status, "Trial"),
        lt(subscriptions.billingEndDate, now),
      ),
    );
}
