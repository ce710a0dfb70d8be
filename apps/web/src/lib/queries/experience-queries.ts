import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { z } from "zod";
import type {
  Experience,
  experienceListQuerySchema,
  ExperienceSummary,
} from "@stund/shared/contracts/catalogue/experiences";
import { apiCall } from "../http/client";

// The project's experiences as every screen reads them: the catalogue's own screens, the
// availability filters, the booking list's filter and the desk. The writes live with the
// experience editor and refresh these under experiencesKey.

/** Every experience query of one project starts with this key. */
export const experiencesKey = (tenant: string | undefined, project: string | undefined) =>
  ["experiences", tenant, project] as const;

/** The list's filters; `language` is the one the search matches names in. */
export type ExperienceFilters = z.input<typeof experienceListQuerySchema>;

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
