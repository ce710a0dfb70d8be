import { trialDays, type CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { SubscriptionStatus, SubscriptionTier } from "@stund/shared/enums";
import type { Database, Executor } from "../../db/database";
import { expireTrialIfEnded, findSubscription, insertSubscription } from "./subscription.repository";

const dayMs = 24 * 60 * 60 * 1000;

/** Every new company starts on a trial of trialDays days from now. */
export async function startTrial(db: Executor, tenantId: string, now = new Date()): Promise<void> {
  await insertSubscription(db, {
    tenantId,
    tier: "Trial",
    status: "Trial",
    billingStartDate: now,
    billingEndDate: new Date(now.getTime() + trialDays * dayMs),
  });
}

/** The tenant's subscription, or null; a trial past its end is reported, and stored, as Expired. */
export async function getCurrentSubscription(
  db: Database,
  tenantId: string,
  now = new Date(),
): Promise<CurrentSubscription | null> {
  await expireTrialIfEnded(db, tenantId, now);
  const row = await findSubscription(db, tenantId);
  if (!row) return null;
  return {
    subscriptionType: row.tier as SubscriptionTier,
    subscriptionStatus: row.status as SubscriptionStatus,
    billingStartDate: row.billingStartDate.toISOString(),
    billingEndDate: row.billingEndDate.toISOString(),
    cancellationDate: row.cancellationDate?.toISOString() ?? null,
    unsubscribeDate: row.unsubscribeDate?.toISOString() ?? null,
    pendingSubscriptions: [],
  };
}
