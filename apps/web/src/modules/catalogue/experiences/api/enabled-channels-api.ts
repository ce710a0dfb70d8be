import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { SalesChannelSettingsResponse } from "@stund/shared/contracts/catalogue/sales-channel-settings";
import { apiCall } from "../../../../lib/http/client";

/**
 * The channels the company sells on (GET /{tenant}/api/sales-channels), under the key the sales
 * channel settings use, so a change there shows here. The API refuses an experience on a channel
 * that is not enabled. The section is tier- and role-gated: when it cannot be read the editor
 * offers every channel and the API's answer names any that is not enabled.
 */
export function useEnabledChannels() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: ["salesChannels", tenant],
    queryFn: () =>
      apiCall<Pick<SalesChannelSettingsResponse, "enabled">>("/sales-channels", {
        tenant,
        useProject: false,
      }),
    enabled: Boolean(tenant),
    retry: false,
    select: (answer) => answer.enabled,
  });
}
