import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type {
  Experience,
  ExperienceBody,
  ExperienceSummary,
} from "@stund/shared/contracts/catalogue/experiences";
import { apiCall } from "../../../../lib/http/client";

export const experiencesKey = (tenant: string | undefined, project: string | undefined) =>
  ["experiences", tenant, project] as const;

export interface ExperienceFilters {
  search?: string;
  status?: string;
  channel?: string;
  /** The language the search matches names in. */
  language?: string;
}

/** The project's experiences (GET /{tenant}/api/{project}/experiences). */
export function useExperiences(filters: ExperienceFilters = {}) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...experiencesKey(tenant, project), filters],
    queryFn: () =>
      apiCall<ExperienceSummary[]>("/experiences", {
        query: {
          search: filters.search || undefined,
          status: filters.status,
          channel: filters.channel,
          language: filters.search ? filters.language : undefined,
        },
      }),
    enabled: Boolean(tenant && project),
  });
}

/** One experience by id (GET /{tenant}/api/{project}/experiences/{id}). */
export function useExperience(id: string | undefined) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...experiencesKey(tenant, project), "one", id],
    queryFn: () => apiCall<Experience>(`/experiences/${encodeURIComponent(id ?? "")}`),
    enabled: Boolean(tenant && project && id),
  });
}

/** One experience by tag (GET /{tenant}/api/{project}/experiences/by-tag/{tag}). */
export function useExperienceByTag(tag: string | undefined) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...experiencesKey(tenant, project), "tag", tag],
    queryFn: () => apiCall<Experience>(`/experiences/by-tag/${encodeURIComponent(tag ?? "")}`),
    enabled: Boolean(tenant && project && tag),
  });
}

const experiencePath = (id: string) => `/experiences/${encodeURIComponent(id)}`;

/**
 * Create, update, duplicate, archive and delete. Each refreshes every experience query of the
 * project (list, by id, by tag); a saved experience goes straight into its by-id query.
 */
export function useExperienceWrites() {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: experiencesKey(tenant, project) });
  const remember = (experience: Experience) => {
    queryClient.setQueryData([...experiencesKey(tenant, project), "one", experience.id], experience);
    return refresh();
  };
  const create = useMutation({
    mutationFn: (body: ExperienceBody) =>
      apiCall<Experience>("/experiences", { method: "POST", body, toast: "experience-save" }),
    onSuccess: remember,
  });
  const update = useMutation({
    mutationFn: ({ id, body }: { id: string; body: ExperienceBody }) =>
      apiCall<Experience>(experiencePath(id), { method: "PUT", body, toast: "experience-save" }),
    onSuccess: remember,
  });
  const duplicate = useMutation({
    mutationFn: (id: string) =>
      apiCall<Experience>(`${experiencePath(id)}/duplicate`, {
        method: "POST",
        toast: "experience-duplicate",
      }),
    onSuccess: remember,
  });
  const archive = useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(`${experiencePath(id)}/archive`, { method: "POST", toast: "experience-archive" }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(experiencePath(id), { method: "DELETE", toast: "experience-delete" }),
    onSuccess: refresh,
  });
  return { create, update, duplicate, archive, remove };
}
