import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Tenant } from "@stund/shared/contracts/tenants";
import { apiCall } from "../http/client";

/**
 * The same key as the company settings' tenant query, so saving company information there
 * refreshes everything that reads the tenant here (alert banners, number formats).
 */
export const currentTenantKey = (tenant: string | undefined) => ["tenant", tenant] as const;

/** The page's company (GET /{tenant}/api/tenants/current). */
export function useCurrentTenant({ enabled = true }: { enabled?: boolean } = {}) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: currentTenantKey(tenant),
    queryFn: () => apiCall<Tenant>("/tenants/current", { tenant, useProject: false }),
    enabled: enabled && Boolean(tenant),
  });
}
