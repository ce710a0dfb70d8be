import { localStore } from "../storage/browser-storage";
/** The tenant and project of the current page, kept in step with the router for the API client. */
export const onboardingTenantKey = "stund.onboardingTenant";
export const currentTenantKey = "stund.currentTenant";

const routeContext: { tenant?: string; project?: string } = {};

export function setRouteContext(tenant: string | undefined, project: string | undefined): void {
  routeContext.tenant = tenant;
  routeContext.project = project;
  if (tenant) localStore.set(currentTenantKey, tenant);
}

export function getRouteContext(): { tenant?: string; project?: string } {
  return routeContext;
}

export function storedTenant(): string | null {
  return localStore.get(currentTenantKey);
}

export function storedOnboardingTenant(): string | null {
  return localStore.get(onboardingTenantKey);
}
