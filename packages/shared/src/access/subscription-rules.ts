import type { SubscriptionStatus, SubscriptionTier } from "../enums";
import { isUpgrade, tierRank } from "./tiers";

/**
 * The subscription's state machine (docs/product.md §12.3 to §12.7), as pure functions: the
 * server's services ask these before they touch the database or the billing provider, the console
 * asks them before it offers a purchase, and the unit tests cover every state.
 */
export interface SubscriptionState {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  /** A downgrade waiting for the end of the period. */
  pendingTier?: SubscriptionTier | null;
}

/** The tiers a company pays for by the month; Trial, None and Enterprise are never charged. */
export const paidTiers: readonly SubscriptionTier[] = ["Basic", "Standard", "Premium"];

export type RuleRefusal = { ok: false; title: string };
export type RuleResult<T> = ({ ok: true } & T) | RuleRefusal;

/** A first purchase (hosted checkout) is open to a company without a running paid plan. */
export function canBuy(state: SubscriptionState | null): RuleResult<object> {
  if (!state) return { ok: true };
  if (state.tier === "None" || state.tier === "Trial") return { ok: true };
  if (state.status === "Expired" || state.status === "Canceled") return { ok: true };
  return { ok: false, title: "You already have a subscription; change its plan instead" };
}

export type PlanChange = { kind: "upgrade" } | { kind: "downgrade" } | { kind: "keepCurrent" };

/**
 * An upgrade or a downgrade of a running paid plan, or, while a downgrade waits, choosing the
 * current tier again to call it off; anything else is refused with a title.
 */
export function classifyChange(
  state: SubscriptionState | null,
  target: SubscriptionTier,
): RuleResult<PlanChange> {
  // An unknown tier is an error (docs/product.md §12.4), not a refusal: tierRank throws on it.
  const targetRank = tierRank(target);
  if (!paidTiers.includes(target)) return { ok: false, title: `The ${target} plan cannot be bought here` };
  if (!state || state.status !== "Active" || !paidTiers.includes(state.tier)) {
    return { ok: false, title: "Only an active paid subscription can change its plan" };
  }
  if (targetRank === tierRank(state.tier)) {
    if (state.pendingTier) return { ok: true, kind: "keepCurrent" };
    return { ok: false, title: `You are already on the ${target} plan` };
  }
  return { ok: true, kind: isUpgrade(state.tier, target) ? "upgrade" : "downgrade" };
}

/** Cancelling is for an active paid plan; it runs until the end of the period already paid. */
export function canCancel(state: SubscriptionState | null): RuleResult<object> {
  if (!state || state.status !== "Active" || !paidTiers.includes(state.tier)) {
    return { ok: false, title: "Only an active paid subscription can be cancelled" };
  }
  return { ok: true };
}

/** Failed renewal charges are retried after these delays; after the last one the plan is cancelled. */
export const renewalRetryDelaysMs: readonly number[] = [
  60 * 60 * 1000,
  6 * 60 * 60 * 1000,
  24 * 60 * 60 * 1000,
];

/** When to try again after the `attempts`-th failure, or null when the retries are used up. */
export function nextRenewalAttempt(attempts: number, failedAt: Date): Date | null {
  const delay = renewalRetryDelaysMs[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** Adds one calendar month in UTC; the 31st becomes the last day of a shorter month. */
export function addMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
