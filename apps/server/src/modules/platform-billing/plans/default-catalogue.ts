import type { PlanFeature, SubscriptionModel, TierModel } from "@stund/shared/contracts/billing";
import { unlimited, type CountedFeature, type SectionFeature } from "@stund/shared/billing/plan-features";
import { trialDays } from "@stund/shared/contracts/subscription";

type Counts = Record<CountedFeature, number>;
type Sections = Record<SectionFeature, boolean>;

const features = (counts: Counts, sections: Sections): PlanFeature[] => [
  ...Object.entries(counts).map(([name, limit]) => ({ name, limit, available: null })),
  ...Object.entries(sections).map(([name, available]) => ({ name, limit: null, available })),
];

/** docs/product.md §12.2: Basic opens sales channels, schedules, agents, integrations and sales units only. */
const basicSections: Sections = {
  salesChannels: true,
  schedules: true,
  integrations: true,
  assets: false,
  widgets: false,
  quickBooking: false,
  businessInsights: false,
  branding: false,
};
const allSections: Sections = {
  salesChannels: true,
  schedules: true,
  integrations: true,
  assets: true,
  widgets: true,
  quickBooking: true,
  businessInsights: true,
  branding: true,
};

const premiumCounts: Counts = {
  projects: 25,
  staffMembers: 50,
  experiences: unlimited,
  salesUnits: 50,
  agents: 50,
};
/** Premium's price and fee, which the trial shows and charges on its bookings. */
const premiumFees = 1.5;

const tiers: TierModel[] = [
  {
    name: "Trial",
    price: null,
    fees: premiumFees,
    trialDays,
    features: features(premiumCounts, allSections),
  },
  {
    name: "Basic",
    price: 49,
    fees: 3,
    trialDays: null,
    features: features(
      { projects: 2, staffMembers: 5, experiences: 10, salesUnits: 3, agents: 3 },
      basicSections,
    ),
  },
  {
    name: "Standard",
    price: 99,
    fees: 2,
    trialDays: null,
    features: features(
      { projects: 5, staffMembers: 15, experiences: 50, salesUnits: 10, agents: 10 },
      allSections,
    ),
  },
  {
    name: "Premium",
    price: 199,
    fees: premiumFees,
    trialDays: null,
    features: features(premiumCounts, allSections),
  },
  {
    name: "Enterprise",
    price: null,
    fees: null,
    trialDays: null,
    features: features(
      {
        projects: unlimited,
        staffMembers: unlimited,
        experiences: unlimited,
        salesUnits: unlimited,
        agents: unlimited,
      },
      allSections,
    ),
  },
];

/** The catalogue a new installation starts with; a Super Admin publishes later versions. */
export const defaultCatalogue: SubscriptionModel = { version: 1, tiers };
