import { countedFeatureNames, type CountedFeature } from "@stund/shared/billing/plan-features";
import { effectiveTier } from "@stund/shared/access/tiers";
import type { SubscriptionStatus, SubscriptionTier } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { featureAccessDenied, notFound } from "../../../http/errors";
import { currentModel, featureLimit, modelForVersion } from "./plan-catalogue.service";
import { findPlanTerms } from "./plan-terms.repository";
import { lockTenant } from "./tenant-lock.repository";

/**
 * What a company may still create with no open subscription (none, expired, cancelled). The data
 * it has is kept, but nothing new is added beyond the single project it needs to exist at all:
 * the safer reading, since allowing Basic's counts would give a paid plan away for free.
 */
const withoutPlan: Record<CountedFeature, number> = {
  projects: 1,
  staffMembers: 0,
  experiences: 0,
  salesUnits: 0,
  agents: 0,
};

/** A trial past its end date is over even before a job has marked it Expired. */
function statusAt(status: string, billingEndDate: Date, now: Date): SubscriptionStatus {
  if (status === "Trial" && billingEndDate.getTime() <= now.getTime()) return "Expired";
  return status as SubscriptionStatus;
}

/** The limit of the tenant's plan for a counted feature; null when it is not limited. */
async function limitOf(tx: Executor, tenantId: string, feature: CountedFeature): Promise<number | null> {
  const subscription = await findPlanTerms(tx, tenantId);
  const tier = effectiveTier(
    subscription
      ? {
          tier: subscription.tier as SubscriptionTier,
          status: statusAt(subscription.status, subscription.billingEndDate, new Date()),
        }
      : null,
  );
  if (tier === "None") return withoutPlan[feature];
  // The catalogue the period was bought on holds until the period ends; a trial follows the current one.
  const model =
    subscription?.catalogueVersion != null
      ? await modelForVersion(tx, subscription.catalogueVersion)
      : await currentModel(tx);
  return featureLimit(model, tier, feature);
}

/**
 * Call inside the create's transaction, before the insert. It locks the tenant row, so two
 * concurrent creates cannot both take the last free slot: the second waits, then counts the
 * first one's row. Throws FeatureAccessDenied when one more would exceed the plan.
 */
export async function assertWithinLimit(
  tx: Executor,
  tenantId: string,
  feature: CountedFeature,
  count: () => Promise<number>,
): Promise<void> {
  if (!(await lockTenant(tx, tenantId))) throw notFound("Tenant not found");
  const limit = await limitOf(tx, tenantId, feature);
  if (limit === null) return;
  if ((await count()) + 1 > limit)
    throw featureAccessDenied(`You have reached the ${countedFeatureNames[feature]} limit of your plan`);
}
