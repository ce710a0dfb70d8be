import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { SalesUnit } from "@stund/shared/contracts/projects";
import { apiCall } from "../http/client";

/** Every query of one project's sales units; their writes refresh it. */
export const salesUnitsKey = (tenant: string | undefined, projectId: string | undefined) =>
  ["salesUnits", tenant, projectId] as const;

/** The sales units of one project (GET /{tenant}/api/salesunit?projectId=). */
export function useSalesUnits(projectId: string | undefined) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: salesUnitsKey(tenant, projectId),
    queryFn: () => apiCall<SalesUnit[]>("/salesunit", { tenant, useProject: false, query: { projectId } }),
    enabled: Boolean(tenant && projectId),
  });
}
