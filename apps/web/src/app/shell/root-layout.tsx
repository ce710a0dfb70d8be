import { lazy, Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { setApiEventHandlers } from "../../lib/http/api-events";
import { openSubscriptionWarning } from "./subscription-warning";

// The hubs' socket code is not needed to show the first page: it loads beside it. Should it fail
// to load, the console goes on without live updates rather than losing the page.
const Hubs = lazy(() =>
  import("./hubs").then(
    (m) => ({ default: m.Hubs }),
    () => ({ default: () => null }),
  ),
);

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
  return (
    <>
      <Suspense fallback={null}>
        <Hubs />
      </Suspense>
      <Outlet />
    </>
  );
}
