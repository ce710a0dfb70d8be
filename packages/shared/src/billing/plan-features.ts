/**
 * The stable keys of plan features (docs/product.md §12.1 subscription model). Counted features carry a limit
 * (-1 for unlimited); section features are yes/no and name the gated sections of docs/product.md §2.4, so the
 * console can translate them and the API can check them by the same key.
 */
export const countedFeatures = ["projects", "staffMembers", "experiences", "salesUnits", "agents"] as const;
export type CountedFeature = (typeof countedFeatures)[number];

export const sectionFeatures = [
  "salesChannels",
  "schedules",
  "integrations",
  "assets",
  "widgets",
  "quickBooking",
  "businessInsights",
  "branding",
] as const;
export type SectionFeature = (typeof sectionFeatures)[number];

export type PlanFeatureKey = CountedFeature | SectionFeature;

/** A limit of -1 in the catalogue means unlimited. */
export const unlimited = -1;

/** How a limit reads in a sentence ("You have reached the project limit of your plan"). */
export const countedFeatureNames: Record<CountedFeature, string> = {
  projects: "project",
  staffMembers: "staff member",
  experiences: "experience",
  salesUnits: "sales unit",
  agents: "agent",
};
