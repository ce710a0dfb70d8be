import { Navigate } from "react-router";
import { storedTenant } from "../../lib/http/route-context";
import { PageLoader } from "../../components/page-loader";
import { useCurrentUser } from "../../lib/session/use-current-user";

/** docs/product.md §3.2 entry redirects. */
export function EntryRedirect() {
  const user = useCurrentUser();
  if (!user.data) return <PageLoader />;
  const tenants = user.data.tenants;
  if (tenants.length === 0)
    return <Navigate to={user.data.isSuperAdmin ? "/tenants" : "/onboarding"} replace />;
  if (tenants.length === 1) return <Navigate to={`/${tenants[0]!.identifier}/projects`} replace />;
  const selected = storedTenant();
  if (selected && tenants.some((t) => t.identifier === selected))
    return <Navigate to={`/${selected}/projects`} replace />;
  return <Navigate to="/tenants" replace />;
}
