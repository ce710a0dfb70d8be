import { Navigate, Outlet, useLocation } from "react-router";
import { LoadError } from "../../components/load-error";
import { PageLoader } from "../../components/page-loader";
import { TermsGate } from "../../modules/company/terms/components/terms-gate";
import { useCurrentUser } from "../../lib/session/use-current-user";

/** docs/product.md §2.6 and §2.7: unauthenticated users go to Login; signed-in users see the app only after both terms. */
export function RequireAuth() {
  const user = useCurrentUser();
  const location = useLocation();
  if (user.isLoading) return <PageLoader />;
  if (user.isError) return <LoadError onRetry={() => void user.refetch()} />;
  if (!user.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login${next !== "/" ? `?next=${encodeURIComponent(next)}` : ""}`} replace />;
  }
  return (
    <TermsGate>
      <Outlet />
    </TermsGate>
  );
}
