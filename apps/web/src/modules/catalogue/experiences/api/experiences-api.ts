import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Experience, ExperienceBody } from "@stund/shared/contracts/catalogue/experiences";
import { apiCall } from "../../../../lib/http/client";
import { experiencesKey } from "../../../../lib/queries/experience-queries";

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
