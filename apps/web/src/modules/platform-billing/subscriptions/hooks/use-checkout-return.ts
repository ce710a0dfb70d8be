import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { syncAndRefresh } from "./use-subscription-sync";

export type CheckoutOutcome = "syncing" | "done" | "cancelled";

/**
 * Back from a hosted page with ?{parameter}=done or ?{parameter}=cancelled (checkout for a plan,
 * card for a saved card): after a success the state is synced and refetched, then the outcome is
 * reported. The parameter is removed from the address so a reload does not report it again.
 */
export function useCheckoutReturn(
  tenant: string,
  parameter: "checkout" | "card" = "checkout",
): { outcome: CheckoutOutcome | null; dismiss: () => void } {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<CheckoutOutcome | null>(() => {
    const value = params.get(parameter);
    return value === "done" ? "syncing" : value === "cancelled" ? "cancelled" : null;
  });
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || !params.has(parameter)) return;
    handled.current = true;
    const paid = params.get(parameter) === "done";
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(parameter);
        return next;
      },
      { replace: true },
    );
    if (paid) {
      syncAndRefresh(queryClient, tenant)
        .catch(() => undefined)
        .finally(() => setOutcome("done"));
    }
  }, [params, setParams, queryClient, tenant, parameter]);

  return { outcome, dismiss: () => setOutcome(null) };
}
