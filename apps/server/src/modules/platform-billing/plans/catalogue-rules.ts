import type { SubscriptionModel, TierModel } from "@stund/shared/contracts/billing";
import { sectionRules } from "@stund/shared/access/sections";
import { countedFeatures, sectionFeatures, type SectionFeature } from "@stund/shared/billing/plan-features";
import { purchasableTiers } from "@stund/shared/contracts/billing";
import type { SubscriptionTier } from "@stund/shared/enums";

/**
 * Whether the API opens a gated section on a tier. The access rules decide it, not the catalogue,
 * so the catalogue may only repeat them: a plans screen that promised assets on Basic would lie.
 */
export function sectionOpenOn(feature: SectionFeature, tier: SubscriptionTier): boolean {
  const rule: { tiers?: readonly SubscriptionTier[] } = sectionRules[feature];
  const effective = tier === "Trial" ? "Premium" : tier;
  return !rule.tiers || rule.tiers.includes(effective);
}

function tierProblems(tier: TierModel): string[] {
  const problems: string[] = [];
  const names = tier.features.map((feature) => feature.name);
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicates.length > 0) problems.push(`Features listed twice: ${[...new Set(duplicates)].join(", ")}`);
  const known = [...countedFeatures, ...sectionFeatures] as readonly string[];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) problems.push(`Unknown features: ${unknown.join(", ")}`);
  for (const name of countedFeatures) {
    const feature = tier.features.find((f) => f.name === name);
    if (!feature) problems.push(`${name}: a limit is required`);
    else if (feature.limit === null || feature.limit < -1 || feature.available !== null)
      problems.push(`${name}: the limit must be -1 (unlimited) or zero or more, without availability`);
  }
  for (const name of sectionFeatures) {
    const feature = tier.features.find((f) => f.name === name);
    if (!feature || feature.available === null || feature.limit !== null)
      problems.push(`${name}: availability (yes or no) is required, without a limit`);
    else if (feature.available !== sectionOpenOn(name, tier.name))
      problems.push(
        `${name}: must be ${sectionOpenOn(name, tier.name) ? "available" : "unavailable"} on ${tier.name}`,
      );
  }
  if (tier.name === "Trial" && tier.trialDays === null) problems.push("The trial needs its number of days");
  if (tier.name !== "Trial" && tier.trialDays !== null) problems.push("Only the trial has a number of days");
  if ((purchasableTiers as readonly string[]).includes(tier.name) && tier.price === null)
    problems.push(`${tier.name} is bought on its own, so it needs a price`);
  return problems;
}

/**
 * What the schema cannot say about a catalogue: one entry per tier, the plans a company can buy
 * all present and priced, every feature stated once and consistent with the access rules.
 * Answers the problems keyed by where they are, or nothing when the catalogue is sound.
 */
export function catalogueProblems(model: SubscriptionModel): Record<string, string[]> | undefined {
  const errors: Record<string, string[]> = {};
  const names = model.tiers.map((tier) => tier.name);
  const missing = purchasableTiers.filter((name) => !names.includes(name));
  if (missing.length > 0) errors.tiers = [`Missing tiers: ${missing.join(", ")}`];
  const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
  if (duplicates.length > 0)
    (errors.tiers ??= []).push(`Tiers listed twice: ${[...new Set(duplicates)].join(", ")}`);
  model.tiers.forEach((tier, index) => {
    const problems = tierProblems(tier);
    if (problems.length > 0) errors[`tiers.${index}`] = problems;
  });
  return Object.keys(errors).length > 0 ? errors : undefined;
}
