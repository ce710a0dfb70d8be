import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Policy } from "@stund/shared/contracts/tenants";
import { ApiError } from "../../lib/http/api-error";
import { apiCall } from "../../lib/http/client";

/** The same key as the company settings' policy query, so saving the terms there hides the banner. */
export const termsAndConditionsKey = (tenant: string | undefined) =>
  ["policy", tenant, "TermsAndConditions"] as const;

/** GET /{tenant}/api/tenants/settings/policy/TermsAndConditions; a policy never written reads as empty. */
export function useTermsAndConditions({ enabled }: { enabled: boolean }) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: termsAndConditionsKey(tenant),
    queryFn: async (): Promise<Policy> => {
      try {
        return await apiCall<Policy>("/tenants/settings/policy/TermsAndConditions", {
          tenant,
          useProject: false,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          return { type: "TermsAndConditions", content: "", updatedAt: null };
        }
        throw error;
      }
    },
    enabled: enabled && Boolean(tenant),
  });
}
