import { useQuery } from "@tanstack/react-query";
import type { Tenant } from "@stund/shared/contracts/tenants";
import { apiCall } from "../../../../lib/http/client";

export const tenantKey = (identifier: string) => ["tenants", identifier] as const;

export function fetchTenant(identifier: string): Promise<Tenant> {
  return apiCall<Tenant>(`/tenants/${encodeURIComponent(identifier)}`, { noTenant: true });
}

/** One tenant with its settings, by id or identifier; idle while no identifier is known. */
export function useTenant(identifier: string | null | undefined) {
  return useQuery({
    queryKey: tenantKey(identifier ?? ""),
    queryFn: () => fetchTenant(identifier!),
    enabled: Boolean(identifier),
  });
}

/** Every company on the platform (GET /api/tenants answers all of them to a Super Admin). */
export function useAllTenants(enabled: boolean) {
  return useQuery({
    queryKey: ["tenants", "all"],
    queryFn: () => apiCall<Tenant[]>("/tenants", { noTenant: true }),
    enabled,
  });
}
