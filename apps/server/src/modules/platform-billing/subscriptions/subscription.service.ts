import { trialDays, type CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { SubscriptionStatus, SubscriptionTier } from "@stund/shared/enums";
import type { Database, Executor } from "../../../db/database";
import { conflict } from "../../../http/errors";
import {
  expireTrialIfEnded,
  findSubscription,
  insertSubscription,
  lockSubscription,
  updateSubscription,
  type SubscriptionRow,
} from "./subscription.repository";
import { canCancel, type SubscriptionState } from "@stund/shared/access/subscription-rules";

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

export function stateOf(row: SubscriptionRow | undefined): SubscriptionState | null {
  if (!row) return null;
  return {
    tier: row.tier as SubscriptionTier,
    status: row.status as SubscriptionStatus,
    pendingTier: row.pendingTier as SubscriptionTier | null,
  };
}

export function toCurrentSubscription(row: SubscriptionRow): CurrentSubscription {
  return {
    subscriptionType: row.tier as SubscriptionTier,
    subscriptionStatus: row.status as SubscriptionStatus,
    billingStartDate: row.billingStartDate.toISOString(),
    billingEndDate: row.billingEndDate.toISOString(),
    cancellationDate: row.cancellationDate?.toISOString() ?? null,
    unsubscribeDate: row.unsubscribeDate?.toISOString() ?? null,
    pendingSubscriptions:
      row.pendingTier && row.pendingWhenToProcess
        ? [
            {
              tier: row.pendingTier as SubscriptionTier,
              whenToProcess: row.pendingWhenToProcess.toISOString(),
            },
          ]
        : [],
  };
}

/** The tenant's subscription, or null; a trial past its end is reported, and stored, as Expired. */
export async function getCurrentSubscription(
  db: Executor,
  tenantId: string,
  now = new Date(),
): Promise<CurrentSubscription | null> {
  await expireTrialIfEnded(db, tenantId, now);
  const row = await findSubscription(db, tenantId);
  return row ? toCurrentSubscription(row) : null;
}

/**
 * Cancelling keeps the plan until the end of the period already paid: Unsubscribed now, Canceled
 * by the job at the billing end date. A downgrade waiting for that date no longer matters.
 */
export async function cancelSubscription(
  db: Database,
  tenantId: string,
  now = new Date(),
): Promise<CurrentSubscription> {
  await db.transaction(async (tx) => {
    const row = await lockSubscription(tx, tenantId);
    const decision = canCancel(stateOf(row));
    if (!decision.ok || !row) throw conflict(decision.ok ? "No subscription to cancel" : decision.title);
    await updateSubscription(tx, tenantId, {
      status: "Unsubscribed",
      unsubscribeDate: now,
      cancellationDate: row.billingEndDate,
      pendingTier: null,
      pendingWhenToProcess: null,
    });
  });
  return toCurrentSubscription((await findSubscription(db, tenantId))!);
}
