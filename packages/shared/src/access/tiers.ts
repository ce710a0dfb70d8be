import type { SubscriptionStatus, SubscriptionTier } from "../enums";

/** docs/product.md §12.4: the order used to tell an upgrade from a downgrade. */
export const tierOrder: readonly SubscriptionTier[] = [
  "None",
  "Trial",
  "Basic",
  "Standard",
  "Premium",
  "Enterprise",
];

export function tierRank(tier: SubscriptionTier): number {
  const rank = tierOrder.indexOf(tier);
  if (rank < 0) throw new Error(`Unknown subscription tier: ${tier}`);
  return rank;
}

export function isUpgrade(from: SubscriptionTier, to: SubscriptionTier): boolean {
  return tierRank(to) > tierRank(from);
}

/** Statuses under which the tier's features are open. */
const openStatuses: readonly SubscriptionStatus[] = [
  "Active",
  "Trial",
  "Unsubscribed",
  "PendingDowngrade",
  "UnPaid",
];

/**
 * The tier used for access checks: Trial counts as Premium (docs/product.md §2.3); an expired, cancelled or
 * missing subscription opens no gated section.
 */
export function effectiveTier(
  subscription: { tier: SubscriptionTier; status: SubscriptionStatus } | null | undefined,
): SubscriptionTier {
  if (!subscription || !openStatuses.includes(subscription.status)) return "None";
  return subscription.tier === "Trial" ? "Premium" : subscription.tier;
}
