import { vi } from "vitest";
import type { GetUserResponse } from "@stund/shared/contracts/auth";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { Project } from "@stund/shared/contracts/projects";
import type { Tenant } from "@stund/shared/contracts/tenants";
import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import type { SubscriptionTier, TenantRole } from "@stund/shared/enums";

/** A body for 200, or `{ status, body }` for another status (the body then holds the problem). */
export type Answer = { [key: string]: unknown } | unknown[];
export type Routes = Record<string, Answer | ((call: RecordedCall) => Answer)>;

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const isStatus = (answer: unknown): answer is { status: number; body?: unknown } =>
  typeof answer === "object" && answer !== null && "status" in answer && typeof answer.status === "number";

/** Replaces fetch with answers keyed by "METHOD /path"; records every call with its query. */
export function mockExperienceApi(routes: Routes): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      const call = { method, path: url.pathname, query: url.searchParams, body };
      calls.push(call);
      const route = routes[`${method} ${url.pathname}`];
      if (route === undefined) return new Response(JSON.stringify({ title: "Not found" }), { status: 404 });
      const answer = typeof route === "function" ? route(call) : route;
      if (isStatus(answer))
        return new Response(JSON.stringify({ status: answer.status, ...(answer.body as object) }), {
          status: answer.status,
        });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return calls;
}

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
    tenants: [{ id: "t1", identifier: "acme", name: "Acme Tours", isActivated: true, roles }],
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
