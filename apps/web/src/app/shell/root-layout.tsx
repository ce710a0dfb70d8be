import { useEffect } from "react";
import { Outlet } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { setApiEventHandlers } from "../../lib/http/api-events";
import { openSubscriptionWarning } from "./subscription-warning";
import { useHubs } from "../../lib/realtime/use-hubs";

/** Wires the API client's events to the shell once: 401 logs out locally and reloads; FeatureAccessDenied warns. */
export function RootLayout() {
  const queryClient = useQueryClient();
  useEffect(() => {
    setApiEventHandlers({
      isAuthenticated: () =>
        queryClient.getQueriesData({ queryKey: ["currentUser"] }).some(([, data]) => Boolean(data)),
      onUnauthorized: () => {
        queryClient.clear();
        window.location.reload();
      },
      onFeatureAccessDenied: (title) => openSubscriptionWarning(title),
    });
  }, [queryClient]);
  useHubs();
  return <Outlet />;
}
