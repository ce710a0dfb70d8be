import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Asset, AssetBody } from "@stund/shared/contracts/catalogue/schedules";
import { apiCall } from "../../../api/client";
import { levelCallOptions, type SettingsLevel } from "./settings-level";

export const assetsKey = (tenant: string | undefined, project: string | null) =>
  ["assetPools", tenant, project] as const;

/**
 * The asset pools of a level: company-wide ones on the company page; on a project page the
 * project's own pools and the company-wide ones.
 */
export function useAssets(level: SettingsLevel, options: { enabled?: boolean } = {}) {
  const { tenant, project } = useParams();
  const scope = level === "project" ? (project ?? null) : null;
  return useQuery({
    queryKey: assetsKey(tenant, scope),
    queryFn: () => apiCall<Asset[]>("/assets", levelCallOptions(level, tenant)),
    enabled: (options.enabled ?? true) && Boolean(tenant) && (level === "tenant" || Boolean(project)),
  });
}

/** Create (no id), update (with id) and delete a pool; every cached asset list of the company is refreshed. */
export function useAssetWrites(level: SettingsLevel) {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["assetPools", tenant] });
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AssetBody }) =>
      apiCall<Asset>(id ? `/assets/${encodeURIComponent(id)}` : "/assets", {
        ...levelCallOptions(level, tenant),
        method: id ? "PUT" : "POST",
        body,
        toast: id ? "asset-update" : "asset-create",
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(`/assets/${encodeURIComponent(id)}`, {
        ...levelCallOptions(level, tenant),
        method: "DELETE",
        toast: "asset-delete",
      }),
    onSuccess: refresh,
  });
  return { save, remove };
}
