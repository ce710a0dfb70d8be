/** Test routes every console screen asks first (user, subscription, project, company) for "acme" and "glacier". */
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { Project } from "@stund/shared/contracts/projects";
import type { Tenant } from "@stund/shared/contracts/tenants";
import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import type { SubscriptionTier, TenantRole } from "@stund/shared/enums";

import type { Routes } from "./recorded-api";

export {
  mockRecordedApi as mockExperienceApi,
  type Answer,
  type RecordedCall,
  type Routes,
} from "./recorded-api";

export const projectId = "7d1f0c52-7c4b-4a36-9b7e-2f5c1f0e7a11";

const project: Project = {
  id: projectId,
  identifier: "glacier",
  name: "Glacier",
  description: "",
  image: null,
  timeZone: "Atlantic/Reykjavik",
  salesUnits: [],
  staff: [],
  createdAt: "2026-01-01T00:00:00Z",
};

const tenant: Tenant = {
  id: "t1",
  identifier: "acme",
  name: "Acme Tours",
  companyInfo: { address: "", postalCode: "", city: "", email: "", phone: "", companySsn: "", website: "" },
  billingInfo: { companySsn: "", countryCode: "IS", email: "" },
  settings: defaultTenantSettings,
  logo: null,
  isDeleted: false,
  isActivated: true,
  createdAt: "2026-01-01T00:00:00Z",
  requireTwoFactor: false,
};

function user(roles: TenantRole[]): GetUserResponse {
  return {
    authenticated: true,
    id: "u1",
    email: "anna@example.com",
    name: "Anna",
    image: null,
    isSuperAdmin: false,
    roles,
    tenantRoles: roles,
    projectRoles: {},
    tenants: [
      { id: "t1", identifier: "acme", name: "Acme Tours", isActivated: true, roles, requireTwoFactor: false },
    ],
    twoFactorEnabled: false,
  };
}

function subscription(tier: SubscriptionTier): CurrentSubscription {
  return {
    subscriptionType: tier,
    subscriptionStatus: "Active",
    billingStartDate: "2026-01-01T00:00:00Z",
    billingEndDate: "2026-02-01T00:00:00Z",
    cancellationDate: null,
    unsubscribeDate: null,
    pendingSubscriptions: [],
  };
}

/** What every experience screen asks first, for tenant "acme" and project "glacier". */
export function baseRoutes(
  options: { roles?: TenantRole[]; tier?: SubscriptionTier; currency?: Tenant["settings"]["currency"] } = {},
): Routes {
  const settings = { ...defaultTenantSettings, currency: options.currency ?? "ISK" };
  return {
    "GET /api/user/authenticate/acme/getUser": user(options.roles ?? ["Owner"]),
    "GET /acme/api/subscriptions/subscription": subscription(options.tier ?? "Premium"),
    "GET /acme/api/project/glacier": project,
    "GET /acme/api/tenants/current": { ...tenant, settings },
  };
}
