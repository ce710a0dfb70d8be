import type { Role, SubscriptionTier } from "../enums";

/** docs/product.md §2.2: admin roles. Super Admin and Owner pass every role check. */
export const adminRoles: readonly Role[] = ["SuperAdmin", "Owner", "ApplicationAdministrator"];
const settingsRoles: readonly Role[] = [...adminRoles, "ProjectAdministrator"];
const settingsWithManagers: readonly Role[] = [...settingsRoles, "ApplicationManager", "ProjectManager"];
const hosts: readonly Role[] = ["ApplicationHost", "ProjectHost"];
const everyone: readonly Role[] = [
  "SuperAdmin",
  "Owner",
  "ApplicationAdministrator",
  "ApplicationManager",
  "ApplicationHost",
  "ApplicationAgent",
  "ProjectAdministrator",
  "ProjectManager",
  "ProjectHost",
  "ProjectAgent",
];

/** Enterprise is above Premium in the tier order and is never narrower than it. */
const basicAndUp: readonly SubscriptionTier[] = ["Basic", "Standard", "Premium", "Enterprise"];
const standardPremium: readonly SubscriptionTier[] = ["Standard", "Premium", "Enterprise"];
const insightsTiers: readonly SubscriptionTier[] = ["Enterprise", "Premium", "Standard"];

export interface SectionRule {
  /** Roles that may open the section; Super Admin and Owner always may. */
  roles: readonly Role[];
  /** Effective tiers that unlock it; absent means no tier gate. */
  tiers?: readonly SubscriptionTier[];
  /** Project-level sections check project roles of that project only. */
  scope: "tenant" | "project";
}

/** Every guarded section of the console and the API (docs/product.md §3 and §2.4). */
export const sectionRules = {
  projects: { roles: everyone, scope: "tenant" },
  schedule: { roles: everyone, scope: "tenant" },
  businessInsights: { roles: adminRoles, tiers: insightsTiers, scope: "tenant" },
  branding: { roles: adminRoles, tiers: insightsTiers, scope: "tenant" },
  companySettings: { roles: [...settingsWithManagers, ...hosts], scope: "tenant" },
  informations: { roles: [...settingsWithManagers, ...hosts], scope: "tenant" },
  companyInformation: { roles: ["SuperAdmin", "Owner", "ApplicationAdministrator"], scope: "tenant" },
  personalInformation: { roles: everyone, scope: "tenant" },
  subscription: { roles: ["SuperAdmin", "Owner"], scope: "tenant" },
  notifications: { roles: settingsWithManagers, scope: "tenant" },
  paymentAndBilling: { roles: settingsWithManagers, scope: "tenant" },
  salesChannels: { roles: settingsWithManagers, tiers: basicAndUp, scope: "tenant" },
  schedules: { roles: settingsWithManagers, tiers: basicAndUp, scope: "tenant" },
  staff: { roles: settingsWithManagers, scope: "tenant" },
  agents: { roles: settingsWithManagers, tiers: basicAndUp, scope: "tenant" },
  assets: { roles: settingsWithManagers, tiers: standardPremium, scope: "tenant" },
  widgets: { roles: settingsWithManagers, tiers: standardPremium, scope: "tenant" },
  imports: { roles: settingsWithManagers, scope: "tenant" },
  integrations: { roles: settingsWithManagers, tiers: basicAndUp, scope: "tenant" },
  /** Who changed money, capacity and access: Owners and Administrators only. */
  auditLog: { roles: adminRoles, scope: "tenant" },
  projectContent: { roles: everyone, scope: "project" },
  /** Writing experiences, templates, series and events. */
  catalogueEdit: { roles: settingsWithManagers, scope: "project" },
  /** Day-to-day departure work: close, open, delay, capacity; hosts run the desk. */
  eventOperations: { roles: [...settingsWithManagers, ...hosts], scope: "project" },
  quickBooking: { roles: everyone, tiers: standardPremium, scope: "project" },
  projectSettings: { roles: settingsWithManagers, scope: "project" },
  projectInformation: { roles: settingsWithManagers, scope: "project" },
  salesUnits: { roles: settingsWithManagers, tiers: basicAndUp, scope: "project" },
  projectSchedules: { roles: settingsWithManagers, tiers: basicAndUp, scope: "project" },
  projectStaff: { roles: settingsWithManagers, scope: "project" },
  projectAgents: { roles: settingsWithManagers, tiers: basicAndUp, scope: "project" },
  projectAssets: { roles: settingsWithManagers, tiers: standardPremium, scope: "project" },
  projectWidgets: { roles: settingsWithManagers, tiers: standardPremium, scope: "project" },
} as const satisfies Record<string, SectionRule>;

export type Section = keyof typeof sectionRules;
export const sections = Object.keys(sectionRules) as Section[];
