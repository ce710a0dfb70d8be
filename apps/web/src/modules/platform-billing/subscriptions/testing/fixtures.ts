/** Test data for the subscription screens: a subscription model, a company and subscriptions. */
import type { SubscriptionModel, TierModel } from "@stund/shared/contracts/billing";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import { defaultTenantSettings, type Tenant } from "@stund/shared/contracts/tenants";
import type { SubscriptionStatus, SubscriptionTier } from "@stund/shared/enums";

const tier = (
  name: SubscriptionTier,
  price: number | null,
  fees: number | null,
  projects: number,
): TierModel => ({
  name,
  price,
  fees,
  trialDays: name === "Trial" ? 14 : null,
  features: [
    { name: "projects", limit: projects, available: null },
    { name: "staffMembers", limit: projects === -1 ? -1 : projects * 1000, available: null },
    { name: "assets", limit: null, available: name !== "Basic" },
  ],
});

export const model: SubscriptionModel = {
  version: 1,
  tiers: [
    tier("Trial", null, null, -1),
    tier("Basic", 49, 2, 1),
    tier("Standard", 1249.5, 1.5, 5),
    tier("Premium", 199, 1, -1),
    tier("Enterprise", null, null, -1),
  ],
};

export function companyWith(billing: { companySsn: string; email: string }): Tenant {
  return {
    id: "t1",
    identifier: "acme",
    name: "Acme Tours",
    companyInfo: {
      address: "Hafnarstræti 1",
      postalCode: "101",
      city: "Reykjavík",
      email: "info@acme.is",
      phone: "+354 555 1234",
      companySsn: "",
      website: "",
    },
    billingInfo: { ...billing, countryCode: "IS" },
    settings: defaultTenantSettings,
    logo: null,
    isDeleted: false,
    isActivated: true,
    createdAt: "2026-01-01T00:00:00Z",
    requireTwoFactor: false,
  };
}

export const billedCompany = companyWith({ companySsn: "5501012345", email: "billing@acme.is" });
export const unbilledCompany = companyWith({ companySsn: "", email: "" });

export function subscription(
  type: SubscriptionTier,
  status: SubscriptionStatus,
  overrides: Partial<CurrentSubscription> = {},
): CurrentSubscription {
  return {
    subscriptionType: type,
    subscriptionStatus: status,
    billingStartDate: "2026-03-01T10:00:00Z",
    billingEndDate: "2026-04-01T10:00:00Z",
    cancellationDate: null,
    unsubscribeDate: null,
    pendingSubscriptions: [],
    ...overrides,
  };
}
