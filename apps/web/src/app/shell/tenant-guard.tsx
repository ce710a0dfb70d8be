import { useLayoutEffect } from "react";
import { Navigate, Outlet, useParams } from "react-router";
import { setRouteContext } from "../../lib/http/route-context";
import { PageLoader } from "../../components/page-loader";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { TwoFactorGate } from "../../modules/company/auth/components/two-factor-gate";

/** The tenant of the path must be one of the user's (or any, for a Super Admin); else NotFound. */
export function TenantGuard() {
  const { tenant } = useParams();
  const user = useCurrentUser();
  const known = Boolean(
    user.data && (user.data.isSuperAdmin || user.data.tenants.some((t) => t.identifier === tenant)),
  );
  useLayoutEffect(() => {
    if (known) setRouteContext(tenant, undefined);
  }, [known, tenant]);
  if (user.isLoading) return <PageLoader />;
  if (!known) return <Navigate to="/not-found" replace />;
  const membership = user.data!.tenants.find((t) => t.identifier === tenant);
  if (membership && !membership.isActivated && membership.roles.includes("Owner")) {
    return <Navigate to="/onboarding" replace />;
  }
  return (
    <TwoFactorGate>
      <Outlet />
    </TwoFactorGate>
  );
}
