import { describe, expect, it } from "vitest";
import { projectRoles, subscriptionTiers, tenantRoles, type Role, type SubscriptionTier } from "../enums";
import { decideAccess, type AccessSubject } from "./rules";
import { sections, type Section } from "./sections";
import { effectiveTier, isUpgrade, tierRank } from "./tiers";

/** The rules of docs/product.md §2.4 written out once more, in the spec's own words, to check the data against. */
const admin = ["Owner", "ApplicationAdministrator"];
const settings = [...admin, "ProjectAdministrator", "ApplicationManager", "ProjectManager"];
const hostRoles = ["ApplicationHost", "ProjectHost"];
const all = [...tenantRoles, ...projectRoles] as string[];
const basicUp = ["Basic", "Standard", "Premium", "Enterprise"];
const stdPrem = ["Standard", "Premium", "Enterprise"];

const expected: Record<Section, { roles: string[]; tiers?: string[] }> = {
  projects: { roles: all },
  schedule: { roles: all },
  businessInsights: { roles: admin, tiers: ["Enterprise", "Premium", "Standard"] },
  branding: { roles: admin, tiers: ["Enterprise", "Premium", "Standard"] },
  companySettings: { roles: [...settings, ...hostRoles] },
  informations: { roles: [...settings, ...hostRoles] },
  companyInformation: { roles: admin },
  personalInformation: { roles: all },
  subscription: { roles: ["Owner"] },
  notifications: { roles: settings },
  paymentAndBilling: { roles: settings },
  salesChannels: { roles: settings, tiers: basicUp },
  schedules: { roles: settings, tiers: basicUp },
  staff: { roles: settings },
  agents: { roles: settings, tiers: basicUp },
  assets: { roles: settings, tiers: stdPrem },
  widgets: { roles: settings, tiers: stdPrem },
  imports: { roles: settings },
  integrations: { roles: settings, tiers: basicUp },
  auditLog: { roles: admin },
  projectContent: { roles: all },
  catalogueEdit: { roles: settings },
  eventOperations: { roles: [...settings, ...hostRoles] },
  quickBooking: { roles: all, tiers: stdPrem },
  projectSettings: { roles: settings },
  projectInformation: { roles: settings },
  salesUnits: { roles: settings, tiers: basicUp },
  projectSchedules: { roles: settings, tiers: basicUp },
  projectStaff: { roles: settings },
  projectAgents: { roles: settings, tiers: basicUp },
  projectAssets: { roles: settings, tiers: stdPrem },
  projectWidgets: { roles: settings, tiers: stdPrem },
};

function subjectWith(role: Role | "SuperAdmin", projectId = "p1"): AccessSubject {
  if (role === "SuperAdmin") return { isSuperAdmin: true, tenantRoles: [], projectRoles: {} };
  if ((tenantRoles as readonly string[]).includes(role))
    return { isSuperAdmin: false, tenantRoles: [role as (typeof tenantRoles)[number]], projectRoles: {} };
  return {
    isSuperAdmin: false,
    tenantRoles: [],
    projectRoles: { [projectId]: [role as (typeof projectRoles)[number]] },
  };
}

describe("access rules: every role × tier × section", () => {
  const everyRole: (Role | "SuperAdmin")[] = ["SuperAdmin", ...tenantRoles, ...projectRoles];
  for (const section of sections) {
    for (const role of everyRole) {
      it(`${section} for ${role}`, () => {
        for (const tier of subscriptionTiers) {
          const rule = expected[section];
          const roleOk = role === "SuperAdmin" || role === "Owner" || rule.roles.includes(role);
          const tierOk = !rule.tiers || rule.tiers.includes(tier);
          const want = !roleOk ? "notAuthorized" : !tierOk ? "notSubscribed" : "allowed";
          expect(decideAccess(section, subjectWith(role), tier as SubscriptionTier, "p1"), `${tier}`).toBe(
            want,
          );
        }
      });
    }
  }

  it("a project role counts only in its own project for project sections", () => {
    const subject = subjectWith("ProjectAdministrator", "p1");
    expect(decideAccess("projectSettings", subject, "Premium", "p1")).toBe("allowed");
    expect(decideAccess("projectSettings", subject, "Premium", "p2")).toBe("notAuthorized");
  });

  it("a host may open the informations group but not project settings", () => {
    const host = subjectWith("ApplicationHost");
    expect(decideAccess("informations", host, "Premium")).toBe("allowed");
    expect(decideAccess("personalInformation", host, "Premium")).toBe("allowed");
    expect(decideAccess("companyInformation", host, "Premium")).toBe("notAuthorized");
    expect(decideAccess("projectSettings", host, "Premium", "p1")).toBe("notAuthorized");
  });
});

describe("tiers", () => {
  it("counts a running trial as Premium and an expired one as nothing", () => {
    expect(effectiveTier({ tier: "Trial", status: "Trial" })).toBe("Premium");
    expect(effectiveTier({ tier: "Trial", status: "Expired" })).toBe("None");
    expect(effectiveTier({ tier: "Basic", status: "Canceled" })).toBe("None");
    expect(effectiveTier({ tier: "Standard", status: "Unsubscribed" })).toBe("Standard");
    expect(effectiveTier(null)).toBe("None");
  });
  it("orders tiers as docs/product.md §12.4 and refuses an unknown one", () => {
    expect(isUpgrade("Basic", "Premium")).toBe(true);
    expect(isUpgrade("Premium", "Standard")).toBe(false);
    expect(isUpgrade("Trial", "Basic")).toBe(true);
    expect(() => tierRank("Nonsense" as SubscriptionTier)).toThrow(/Unknown subscription tier/);
  });
});
