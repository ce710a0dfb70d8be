import { and, eq, lt } from "drizzle-orm";
import type { SubscriptionStatus, SubscriptionTier } from "@stund/shared/enums";
import type { Executor } from "../../db/database";
import { subscriptions } from "../../db/schema/tenants";

/** A repository call may run on the pool or inside a caller's transaction. */

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

export async function findSubscription(db: Executor, tenantId: string) {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId)).limit(1);
  return rows[0];
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
