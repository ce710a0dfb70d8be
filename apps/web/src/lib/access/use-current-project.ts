import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Project } from "@stund/shared/contracts/projects";
import { apiCall } from "../http/client";

export const projectKey = (tenant: string | undefined, project: string | undefined) =>
  ["project", tenant, project] as const;

export function fetchProject(tenant: string, project: string): Promise<Project> {
  return apiCall<Project>(`/project/${encodeURIComponent(project)}`, { tenant, useProject: false });
}

/** The project of the page (by identifier in the path), once loaded. */
export function useCurrentProject(): Project | undefined {
  const { tenant, project } = useParams();
  const query = useQuery({
    queryKey: projectKey(tenant, project),
    queryFn: () => fetchProject(tenant!, project!),
    enabled: Boolean(tenant && project),
    retry: false,
  });
  return query.data;
}
