import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { AuditActorList, AuditLogPage } from "@stund/shared/contracts/audit-log";
import { apiCall } from "../../../../lib/http/client";
import type { AuditLogRequest } from "../model/audit-filters";

export const auditLogKey = (tenant: string | undefined) => ["audit-log", tenant] as const;

/**
 * The company's log, newest first, a page at a time by cursor (GET /{tenant}/api/audit-log);
 * no request until the filter is known.
 */
export function useAuditLog(query: AuditLogRequest | null) {
  const { tenant } = useParams();
  return useInfiniteQuery({
    queryKey: [...auditLogKey(tenant), "entries", query],
    queryFn: ({ pageParam }) =>
      apiCall<AuditLogPage>("/audit-log", {
        tenant,
        useProject: false,
        query: { ...query, cursor: pageParam || undefined },
      }),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Boolean(tenant && query),
    // The entries of the filter being left stay on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

/** The people who appear in the log, for its person filter. */
export function useAuditActors() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: [...auditLogKey(tenant), "actors"],
    queryFn: () => apiCall<AuditActorList>("/audit-log/actors", { tenant, useProject: false }),
    enabled: Boolean(tenant),
  });
}
