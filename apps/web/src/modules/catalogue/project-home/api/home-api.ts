import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { ProjectHome } from "@stund/shared/contracts/catalogue/project-home";
import { apiCall } from "../../../../lib/http/client";

/** The same key the availability hub refreshes when seats or events change. */
export const projectHomeKey = (tenant: string | undefined, project: string | undefined) =>
  ["projectHome", tenant, project] as const;

/** The project's home summary (GET /{tenant}/api/{project}/home). */
export function useProjectHome() {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: projectHomeKey(tenant, project),
    queryFn: () => apiCall<ProjectHome>("/home"),
    enabled: Boolean(tenant && project),
  });
}
