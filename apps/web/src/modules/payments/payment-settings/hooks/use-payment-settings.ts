import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { UpdatePaymentSettingsBody } from "@stund/shared/contracts/payment-settings";
import { toastError, toastLoading, toastSuccess } from "../../../../components/toasts/toast-store";
import { currentTenantKey } from "../../../../lib/tenant/use-current-tenant";
import {
  brokerDescriptionsKey,
  fetchBrokerDescriptions,
  fetchPaymentSettings,
  fetchVatExperiences,
  paymentSettingsKey,
  savePaymentSettings,
  vatExperiencesKey,
} from "../api/payment-settings-api";
import { problemMessage } from "../model/server-messages";

export const paymentSettingsToast = "payment-settings";

export function usePaymentSettings() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: paymentSettingsKey(tenant),
    queryFn: () => fetchPaymentSettings(tenant),
    enabled: Boolean(tenant),
  });
}

export function useBrokerDescriptions() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: brokerDescriptionsKey(tenant),
    queryFn: () => fetchBrokerDescriptions(tenant),
    enabled: Boolean(tenant),
  });
}

export function useVatExperiences() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: vatExperiencesKey(tenant),
    queryFn: () => fetchVatExperiences(tenant),
    enabled: Boolean(tenant),
  });
}

/**
 * Saves the settings with the spec's toasts, in the user's language. The answer becomes the
 * settings query's data, and the company is reloaded: its broker and currency feed the banners.
 */
export function useSavePaymentSettings() {
  const { tenant } = useParams();
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentSettingsBody) => {
      toastLoading(paymentSettingsToast);
      return savePaymentSettings(tenant, body);
    },
    onSuccess: async (saved) => {
      toastSuccess(paymentSettingsToast);
      queryClient.setQueryData(paymentSettingsKey(tenant), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentTenantKey(tenant) }),
        queryClient.invalidateQueries({ queryKey: brokerDescriptionsKey(tenant) }),
      ]);
    },
    onError: (error) => toastError(paymentSettingsToast, problemMessage(error, t)),
  });
}
