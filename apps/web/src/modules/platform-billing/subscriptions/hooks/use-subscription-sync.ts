import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { subscriptionKey } from "../../../../lib/access/use-subscription";
import { syncSubscription } from "../api/subscriptions.api";
import { invoicesKey, paymentMethodKey, upcomingInvoiceKey } from "../api/subscription.queries";
import { sessionStore } from "../../../../lib/storage/browser-storage";

const syncedKey = (tenant: string) => `stund.subscriptionSynced.${tenant}`;

/** Asks the billing provider for the latest state, then reloads everything that shows it. */
export async function syncAndRefresh(queryClient: QueryClient, tenant: string): Promise<void> {
  sessionStore.set(syncedKey(tenant), "1");
  try {
    await syncSubscription(tenant);
  } finally {
    await Promise.all(
      [
        subscriptionKey(tenant),
        invoicesKey(tenant),
        upcomingInvoiceKey(tenant),
        paymentMethodKey(tenant),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }
}

/** docs/product.md §12.7: the subscription is synced once per browser session, when its screens first open. */
export function useSubscriptionSync(tenant: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!tenant || sessionStore.get(syncedKey(tenant))) return;
    syncAndRefresh(queryClient, tenant).catch(() => undefined);
  }, [queryClient, tenant]);
}
