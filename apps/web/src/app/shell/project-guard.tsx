import { useQuery } from "@tanstack/react-query";
import { useLayoutEffect } from "react";
import { Navigate, Outlet, useParams } from "react-router";
import { ApiError } from "../../lib/http/api-error";
import { setRouteContext } from "../../lib/http/route-context";
import { LoadError } from "../../components/load-error";
import { PageLoader } from "../../components/page-loader";
import { fetchProject, projectKey } from "../../lib/access/use-current-project";

/** docs/product.md §3.2 and §5.4: a forbidden project goes to not-found; a bad request goes to the projects list. */
export function ProjectGuard() {
  const { tenant, project } = useParams();
  const query = useQuery({
    queryKey: projectKey(tenant, project),
    queryFn: () => fetchProject(tenant!, project!),
    retry: false,
  });
  useLayoutEffect(() => {
    setRouteContext(tenant, query.data ? project : undefined);
    return () => setRouteContext(tenant, undefined);
  }, [tenant, project, query.data]);
  if (query.isLoading) return <PageLoader />;
  if (query.error instanceof ApiError) {
    if (query.error.status === 400) return <Navigate to={`/${tenant}/projects`} replace />;
    return <Navigate to="/not-found" replace />;
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <Outlet />;
}
