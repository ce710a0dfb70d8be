/** Renders the plans screen for company "acme" with the answers a test chooses. */
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { Tenant } from "@stund/shared/contracts/tenants";
import type { TenantRole } from "@stund/shared/enums";
import {
  mockApi,
  renderPage,
  userWith,
  type MockRoutes,
  type RecordedCall,
} from "../../../../components/testing/render-page";
import { PlansScreen } from "../components/plans-screen";
import { billedCompany, model } from "./fixtures";

export interface PlansSetup {
  subscription: CurrentSubscription | null;
  company?: Tenant;
  roles?: TenantRole[];
  routes?: MockRoutes;
  hideCurrentPlan?: boolean;
}

export function plansRoutes(setup: PlansSetup): MockRoutes {
  return {
    "GET /api/SubscriptionsInformation": model,
    "GET /acme/api/subscriptions/subscription": setup.subscription,
    "GET /acme/api/tenants/current": setup.company ?? billedCompany,
    "GET /api/user/authenticate/acme/getUser": userWith(setup.roles ?? ["Owner"]),
    "GET /api/countries/EN": [{ code: "IS", name: "Iceland" }],
    ...setup.routes,
  };
}

export async function renderPlans(setup: PlansSetup) {
  const calls = mockApi(plansRoutes(setup));
  const view = await renderPage(
    "/acme/settings/subscription/buy-subscription",
    "/:tenant/settings/subscription/buy-subscription",
    <PlansScreen tenant="acme" hideCurrentPlan={setup.hideCurrentPlan} />,
  );
  return { ...view, calls };
}

export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
