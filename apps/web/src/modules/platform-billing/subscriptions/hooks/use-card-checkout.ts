import { useMutation } from "@tanstack/react-query";
import { startCardCheckout } from "../api/subscriptions.api";
import { sendBrowserTo } from "../browser-redirect";

/** Replacing or adding the card happens on the provider's hosted page. */
export function useCardCheckout(tenant: string) {
  return useMutation({
    mutationFn: () => startCardCheckout(tenant),
    onSuccess: ({ redirectUrl }) => sendBrowserTo(redirectUrl),
  });
}
