import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { UpdateTenantBody } from "@stund/shared/contracts/tenants";
import { apiCall } from "../../../../lib/http/client";
import { currentTenantKey } from "../../../../lib/tenant/use-current-tenant";
import { currentUserKey } from "../../../../lib/session/use-current-user";

/**
 * Saves name and company information (the reading side is useCurrentTenant, same query key). The
 * shell shows the company name, so the signed-in user is reloaded too.
 */
export function useUpdateTenant() {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTenantBody) =>
      apiCall<unknown>("/tenants/", {
        tenant,
        useProject: false,
        method: "PUT",
        body,
        toast: "company-information",
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentTenantKey(tenant) }),
        queryClient.invalidateQueries({ queryKey: currentUserKey(tenant) }),
      ]);
    },
  });
}

export function useTenantLogo() {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: currentTenantKey(tenant) });
  return {
    upload: async (file: File) => {
      const body = new FormData();
      body.append("file", file);
      await apiCall<unknown>("/tenants/logo", {
        tenant,
        useProject: false,
        method: "POST",
        body,
        toast: "company-logo",
      });
      await refresh();
    },
    remove: async () => {
      await apiCall<unknown>("/tenants/logo", {
        tenant,
        useProject: false,
        method: "DELETE",
        toast: "company-logo",
      });
      await refresh();
    },
  };
}

/**
 * Closes the company (soft delete: data kept, nobody signs in to it) or deletes it permanently
 * with the identifier typed as confirmation. Afterwards the console starts over from its entry.
 */
export function useDeleteTenant() {
  const { tenant } = useParams();
  return useMutation({
    mutationFn: (options: { permanently: boolean }) =>
      options.permanently
        ? apiCall<unknown>("/tenants/deletePermanently", {
            tenant,
            useProject: false,
            method: "DELETE",
            body: { identifier: tenant },
            toast: "company-delete",
          })
        : apiCall<unknown>("/tenants/", {
            tenant,
            useProject: false,
            method: "DELETE",
            toast: "company-delete",
          }),
  });
}
