import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { ProjectHome } from "@stund/shared/contracts/catalogue/project-home";
import { apiCall } from "../../../../lib/http/client";
import { projectHomeKey } from "../../../../lib/queries/event-keys";

/** The project's home summary (GET /{tenant}/api/{project}/home). */
export function useProjectHome() {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: projectHomeKey(tenant, project),
    queryFn: () => apiCall<ProjectHome>("/home"),
    enabled: Boolean(tenant && project),
  });
}
