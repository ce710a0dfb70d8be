import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { SalesUnit } from "@stund/shared/contracts/projects";
import { apiCall } from "../../../../lib/http/client";
import { salesUnitsKey } from "../../../../lib/queries/sales-unit-queries";

export type SalesUnitValues = Omit<SalesUnit, "id" | "projectId">;

/** Create (no id), update (with id) and delete; the project list shows counts, so it is refreshed too. */
export function useSalesUnitWrites(projectId: string) {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: salesUnitsKey(tenant, projectId) }),
      queryClient.invalidateQueries({ queryKey: ["projects", tenant] }),
      queryClient.invalidateQueries({ queryKey: ["project", tenant] }),
    ]);
  const save = useMutation({
    mutationFn: ({ id, ...values }: SalesUnitValues & { id?: string }) =>
      apiCall<unknown>("/salesunit", {
        tenant,
        useProject: false,
        method: id ? "PUT" : "POST",
        body: id ? { ...values, id, projectId } : { ...values, projectId },
        toast: id ? "sales-unit-update" : "sales-unit-create",
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(`/salesunit/${encodeURIComponent(id)}`, {
        tenant,
        useProject: false,
        method: "DELETE",
        toast: "sales-unit-delete",
      }),
    onSuccess: refresh,
  });
  return { save, remove };
}
