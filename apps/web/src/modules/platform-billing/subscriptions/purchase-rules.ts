/** docs/product.md §12 rules of the plans screen, kept apart from the components so they read as the document does. */
import { canBuy, type SubscriptionState } from "@stund/shared/access/subscription-rules";
import { isUpgrade } from "@stund/shared/access/tiers";
import { purchasableTiers } from "@stund/shared/contracts/billing";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { SubscriptionStatus, SubscriptionTier } from "@stund/shared/enums";

export type PurchasableTier = (typeof purchasableTiers)[number];
export type PurchaseKind = "checkout" | "upgrade" | "downgrade";

export function isPurchasable(tier: SubscriptionTier): tier is PurchasableTier {
  return (purchasableTiers as readonly string[]).includes(tier);
}

/** Tiers that get no box: nothing to choose (None, Trial) or not offered for sale (AsYouGrow). */
const tiersWithoutBox: readonly SubscriptionTier[] = ["None", "Trial", "AsYouGrow"];

export function hasPlanBox(tier: SubscriptionTier): boolean {
  return !tiersWithoutBox.includes(tier);
}

/** The state the shared subscription rules read, from the subscription as the API shows it. */
function stateOf(subscription: CurrentSubscription | null): SubscriptionState | null {
  return subscription && { tier: subscription.subscriptionType, status: subscription.subscriptionStatus };
}

/**
 * docs/product.md §12.5: where the server lets a company buy (nothing yet, None, Trial, or a
 * subscription that has run out) a checkout; from a running paid plan an upgrade or a downgrade.
 */
export function purchaseKind(subscription: CurrentSubscription | null, tier: SubscriptionTier): PurchaseKind {
  const state = stateOf(subscription);
  if (!state || canBuy(state).ok) return "checkout";
  return isUpgrade(state.tier, tier) ? "upgrade" : "downgrade";
}

/** Statuses under which the subscription's tier is the company's plan ("Owned"). */
const owningStatuses: readonly SubscriptionStatus[] = [
  "Active",
  "Pending",
  "UnPaid",
  "Unsubscribed",
  "PendingDowngrade",
];

export function ownedTier(subscription: CurrentSubscription | null): SubscriptionTier | null {
  if (!subscription || !owningStatuses.includes(subscription.subscriptionStatus)) return null;
  return subscription.subscriptionType;
}

/** docs/product.md §12.6: "Cancel Subscription" only when the status is Active and the type is not Trial. */
export function mayCancel(subscription: CurrentSubscription): boolean {
  return subscription.subscriptionStatus === "Active" && subscription.subscriptionType !== "Trial";
}

/** docs/product.md §12.3 chip colours: Active green; Unsubscribed, Expired, Canceled red; others grey. */
export function statusColor(status: SubscriptionStatus): "green" | "red" | "gray" {
  if (status === "Active") return "green";
  if (status === "Unsubscribed" || status === "Expired" || status === "Canceled") return "red";
  return "gray";
}

/** docs/product.md §12.10: the first pending change, when it lies in the future. */
export function upcomingChange(
  subscription: CurrentSubscription,
  now: Date = new Date(),
): { tier: SubscriptionTier; whenToProcess: string } | null {
  const first = subscription.pendingSubscriptions[0];
  if (!first || new Date(first.whenToProcess).getTime() <= now.getTime()) return null;
  return first;
}

/** docs/product.md §12.5 buy flow: the confirm dialog needs both a company id number and a billing email. */
export function isBillingComplete(billingInfo: { companySsn: string; email: string } | undefined): boolean {
  return Boolean(billingInfo?.companySsn.trim() && billingInfo.email.trim());
}
