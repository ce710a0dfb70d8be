import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Policy } from "@stund/shared/contracts/tenants";
import { ApiError } from "../../lib/http/api-error";
import { apiCall } from "../../lib/http/client";
import {
  fetchPaymentSettings,
  paymentSettingsKey,
} from "../../modules/payments/payment-settings/api/payment-settings-api";

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

/**
 * Whether the company's customers can pay online (GET /{tenant}/api/paymentsettings, its
 * customersCanPay). The payment settings page's own query key, so saving there updates the banner.
 */
export function useCustomersCanPay({ enabled }: { enabled: boolean }) {
  const { tenant } = useParams();
  const query = useQuery({
    queryKey: paymentSettingsKey(tenant),
    queryFn: () => fetchPaymentSettings(tenant),
    enabled: enabled && Boolean(tenant),
    retry: false,
  });
  return { isPending: query.isPending, customersCanPay: query.data?.customersCanPay ?? null };
}
