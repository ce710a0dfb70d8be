import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import { apiCall } from "../http/client";

export const subscriptionKey = (tenant: string | undefined) => ["subscription", tenant] as const;

/** The tenant's current subscription (GET /{tenant}/api/subscriptions/subscription). */
export function useSubscription() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: subscriptionKey(tenant),
    queryFn: () =>
      apiCall<CurrentSubscription | null>("/subscriptions/subscription", { tenant, useProject: false }),
    enabled: Boolean(tenant),
  });
}
