import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Project } from "@stund/shared/contracts/projects";
import { apiCall } from "../../../../lib/http/client";

export const projectsKey = (tenant: string | undefined) => ["projects", tenant] as const;

export type ProjectFormValues = {
  name: string;
  identifier: string;
  description: string;
};

/** Every project of the page's company the user may see (GET /{tenant}/api/project). */
export function useProjects() {
  const { tenant } = useParams();
  return useQuery({
    queryKey: projectsKey(tenant),
    queryFn: () => apiCall<Project[]>("/project", { tenant, useProject: false }),
    enabled: Boolean(tenant),
  });
}

/** After any project write: the list and every single-project query of the company. */
export function useRefreshProjects() {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectsKey(tenant) }),
      queryClient.invalidateQueries({ queryKey: ["project", tenant] }),
    ]);
}

export function useCreateProject() {
  const { tenant } = useParams();
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (values: ProjectFormValues) =>
      apiCall<{ id: string }>("/project", {
        tenant,
        useProject: false,
        method: "POST",
        body: {
          Name: values.name,
          identifier: values.identifier || undefined,
          description: values.description,
        },
        toast: "project-create",
      }),
    onSuccess: refresh,
  });
}

/**
 * Single-project queries are only marked stale here: when the identifier changed, the open
 * project page's query still names the old identifier and must not be refetched (it would fail
 * and send the user to not-found). The caller refreshes or moves the page.
 */
export function useUpdateProject() {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProjectFormValues & { id: string; timeZone?: string | null }) =>
      apiCall<Project>("/project", {
        tenant,
        useProject: false,
        method: "PUT",
        body: values,
        toast: "project-update",
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsKey(tenant) }),
        queryClient.invalidateQueries({ queryKey: ["project", tenant], refetchType: "none" }),
      ]),
  });
}

export function useDeleteProject() {
  const { tenant } = useParams();
  const refresh = useRefreshProjects();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(`/project/${encodeURIComponent(id)}`, {
        tenant,
        useProject: false,
        method: "DELETE",
        toast: "project-delete",
      }),
    onSuccess: refresh,
  });
}

export function useProjectImage(projectId: string) {
  const { tenant } = useParams();
  const refresh = useRefreshProjects();
  return {
    upload: async (file: File) => {
      const body = new FormData();
      body.append("file", file);
      await apiCall<unknown>("/project/image", {
        tenant,
        useProject: false,
        method: "POST",
        query: { id: projectId },
        body,
        toast: "project-image",
      });
      await refresh();
    },
    remove: async () => {
      await apiCall<unknown>(`/project/image/${encodeURIComponent(projectId)}`, {
        tenant,
        useProject: false,
        method: "DELETE",
        toast: "project-image",
      });
      await refresh();
    },
  };
}
