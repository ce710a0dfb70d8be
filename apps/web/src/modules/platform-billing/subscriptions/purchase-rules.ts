/** Spec §2 and §4 rules of the plans screen, kept apart from the components so they read as the spec does. */
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

/** A subscription that has run out is bought again through a checkout, like a first purchase. */
const endedStatuses: readonly SubscriptionStatus[] = ["Canceled", "Expired"];

/** Spec §4: from None or Trial a checkout; from a paid tier an upgrade or a downgrade. */
export function purchaseKind(subscription: CurrentSubscription | null, tier: SubscriptionTier): PurchaseKind {
  if (
    !subscription ||
    subscription.subscriptionType === "None" ||
    subscription.subscriptionType === "Trial" ||
    endedStatuses.includes(subscription.subscriptionStatus)
  ) {
    return "checkout";
  }
  return isUpgrade(subscription.subscriptionType, tier) ? "upgrade" : "downgrade";
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

/** Spec §2: "Cancel Subscription" only when the status is Active and the type is not Trial. */
export function mayCancel(subscription: CurrentSubscription): boolean {
  return subscription.subscriptionStatus === "Active" && subscription.subscriptionType !== "Trial";
}

/** Spec §4 chip colours: Active green; Unsubscribed, Expired, Canceled red; others grey. */
export function statusColor(status: SubscriptionStatus): "green" | "red" | "gray" {
  if (status === "Active") return "green";
  if (status === "Unsubscribed" || status === "Expired" || status === "Canceled") return "red";
  return "gray";
}

/** Spec §2: the first pending change, when it lies in the future. */
export function upcomingChange(
  subscription: CurrentSubscription,
  now: Date = new Date(),
): { tier: SubscriptionTier; whenToProcess: string } | null {
  const first = subscription.pendingSubscriptions[0];
  if (!first || new Date(first.whenToProcess).getTime() <= now.getTime()) return null;
  return first;
}

/** Spec §2 buy flow: the confirm dialog needs both a company id number and a billing email. */
export function isBillingComplete(billingInfo: { companySsn: string; email: string } | undefined): boolean {
  return Boolean(billingInfo?.companySsn.trim() && billingInfo.email.trim());
}
