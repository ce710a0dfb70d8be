import type { QueryClient } from "@tanstack/react-query";
import type {
  BillingInfo,
  CreateTenantBody,
  Policy,
  Tenant,
  TenantSettings,
  UpdateTenantBody,
} from "@stund/shared/contracts/tenants";
import type { PolicyType } from "@stund/shared/enums";
import { ApiError } from "../../../../lib/http/api-error";
import { apiCall } from "../../../../lib/http/client";
import { tenantKey } from "../../tenants/api/tenant.queries";

/**
 * Creation shows its error inline (docs/product.md §5.4), so it has no toast. The steps' saves show the
 * loading and error toasts but no success toast: the next step is the confirmation, and a stack
 * of success toasts would cover the Next button.
 */
export function createTenant(body: CreateTenantBody): Promise<Tenant> {
  return apiCall<Tenant>("/tenants", { method: "POST", noTenant: true, body });
}

export function updateTenant(identifier: string, body: UpdateTenantBody, toast: string): Promise<Tenant> {
  return apiCall<Tenant>("/tenants/", { method: "PUT", tenant: identifier, body, toast, quietSuccess: true });
}

export function saveTenantSettings(
  identifier: string,
  settings: TenantSettings,
  toast: string,
): Promise<Tenant> {
  return apiCall<Tenant>("/tenants/settings", {
    method: "PUT",
    tenant: identifier,
    body: settings,
    toast,
    quietSuccess: true,
  });
}

export function saveBillingInfo(
  identifier: string,
  billingInfo: BillingInfo,
  toast: string,
): Promise<Tenant> {
  return apiCall<Tenant>("/tenants/billinginfo", {
    method: "PUT",
    tenant: identifier,
    body: billingInfo,
    toast,
    quietSuccess: true,
  });
}

/** A policy the tenant has not written yet reads as empty. */
export async function fetchPolicy(identifier: string, type: PolicyType): Promise<string> {
  try {
    const policy = await apiCall<Policy | null>(`/tenants/settings/policy/${type}`, { tenant: identifier });
    return policy?.content ?? "";
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return "";
    throw error;
  }
}

export function savePolicy(
  identifier: string,
  type: PolicyType,
  content: string,
  toast: string,
): Promise<unknown> {
  return apiCall("/tenants/settings/policy", {
    method: "POST",
    tenant: identifier,
    body: { type, content },
    toast,
    quietSuccess: true,
  });
}

export function activateTenant(identifier: string): Promise<unknown> {
  return apiCall("/tenants/activate", { method: "PUT", noTenant: true, body: { identifier } });
}

/** Keeps the cached tenant in step with what a step saved, so Back shows it without a refetch. */
export function cacheTenant(queryClient: QueryClient, tenant: Tenant): void {
  queryClient.setQueryData<Tenant>(tenantKey(tenant.identifier), tenant);
}

export const policyKey = (identifier: string, type: PolicyType) =>
  ["tenants", identifier, "policy", type] as const;
