import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { EventTemplate, TemplateBody } from "@stund/shared/contracts/catalogue/events";
import { apiCall } from "../../../../lib/http/client";
import { templatesRootKey } from "./event-keys";

const templatePath = (id: string) => `/event-templates/${encodeURIComponent(id)}`;

/** The project's event templates (GET event-templates). */
export function useEventTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...templatesRootKey(tenant, project), "list"],
    queryFn: () => apiCall<EventTemplate[]>("/event-templates"),
    enabled: enabled && Boolean(tenant && project),
  });
}

/** One template (GET event-templates/{id}). */
export function useEventTemplate(id: string | undefined) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...templatesRootKey(tenant, project), "one", id],
    queryFn: () => apiCall<EventTemplate>(templatePath(id ?? "")),
    enabled: Boolean(tenant && project && id),
  });
}

/** Create (no id) or update (with id), and delete. */
export function useTemplateWrites() {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: templatesRootKey(tenant, project) });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TemplateBody }) =>
      apiCall<EventTemplate>(id ? templatePath(id) : "/event-templates", {
        method: id ? "PUT" : "POST",
        body,
        toast: id ? "event-template-update" : "event-template-create",
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(templatePath(id), { method: "DELETE", toast: "event-template-delete" }),
    onSuccess: refresh,
  });
  return { save, remove };
}
