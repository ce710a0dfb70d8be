import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { SalesChannelSettings } from "@stund/shared/contracts/catalogue/schedules";
import type { SalesChannelSettingsResponse } from "@stund/shared/contracts/catalogue/sales-channel-settings";
import { apiCall } from "../../../../lib/http/client";

/** An answer may leave out the warning list; the console treats that as "nothing to warn about". */
export type SalesChannelsAnswer = Pick<SalesChannelSettingsResponse, "enabled"> &
  Partial<Pick<SalesChannelSettingsResponse, "experiencesUsingDisabled">>;

export const salesChannelsKey = (tenant: string | undefined) => ["salesChannels", tenant] as const;

/** The company's enabled sales channels (GET /{tenant}/api/sales-channels). */
export function useSalesChannels() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: salesChannelsKey(tenant),
    queryFn: () => apiCall<SalesChannelsAnswer>("/sales-channels", { tenant, useProject: false }),
    enabled: Boolean(tenant),
  });
}

/** Saves the enabled channels; the answer (with its warnings) becomes the page's data. */
export function useSaveSalesChannels() {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SalesChannelSettings) =>
      apiCall<SalesChannelsAnswer>("/sales-channels", {
        tenant,
        useProject: false,
        method: "PUT",
        body,
        toast: "sales-channels-save",
      }),
    onSuccess: (answer) => queryClient.setQueryData(salesChannelsKey(tenant), answer),
  });
}
