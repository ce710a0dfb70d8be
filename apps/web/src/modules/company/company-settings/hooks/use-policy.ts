import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Policy } from "@stund/shared/contracts/tenants";
import type { PolicyType } from "@stund/shared/enums";
import { ApiError } from "../../../../lib/http/api-error";
import { apiCall } from "../../../../lib/http/client";

export const policyKey = (tenant: string | undefined, type: PolicyType) => ["policy", tenant, type] as const;

/** A policy the company has not written yet reads as empty text. */
export function usePolicy(type: PolicyType) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: policyKey(tenant, type),
    queryFn: async (): Promise<Policy> => {
      try {
        return await apiCall<Policy>(`/tenants/settings/policy/${type}`, { tenant, useProject: false });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { type, content: "", updatedAt: null };
        throw error;
      }
    },
    enabled: Boolean(tenant),
  });
}

export function useSavePolicy(type: PolicyType) {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiCall<unknown>("/tenants/settings/policy", {
        tenant,
        useProject: false,
        method: "POST",
        body: { type, content },
        toast: `policy-${type}`,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policyKey(tenant, type) }),
  });
}
