import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { apiCall } from "../../../../lib/http/client";
import { levelCallOptions, type SettingsLevel } from "../../../../lib/http/settings-level";
import type { LevelRecords, LevelWrites } from "../model/level-records";

/** A level's list: the company's records on the company page, what a project sees on its page. */
export function useLevelList<Item>(level: SettingsLevel, records: LevelRecords, enabled = true) {
  const { tenant, project } = useParams();
  const scope = level === "project" ? (project ?? null) : null;
  return useQuery({
    queryKey: [records.key, tenant, scope],
    queryFn: () => apiCall<Item[]>(records.path, levelCallOptions(level, tenant)),
    enabled: enabled && Boolean(tenant) && (level === "tenant" || Boolean(project)),
  });
}

/** Create (no id), update (with id) and delete; every cached list of the company is refreshed. */
export function useLevelWrites<Item, Body>(level: SettingsLevel, records: LevelWrites) {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [records.key, ...(records.alsoRefresh ?? [])].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key, tenant] }),
      ),
    );
  const itemPath = (id: string) => `${records.path}/${encodeURIComponent(id)}`;
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: Body }) =>
      apiCall<Item>(id ? itemPath(id) : records.path, {
        ...levelCallOptions(level, tenant),
        method: id ? "PUT" : "POST",
        body,
        toast: id ? `${records.toast}-update` : `${records.toast}-create`,
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(itemPath(id), {
        ...levelCallOptions(level, tenant),
        method: "DELETE",
        toast: `${records.toast}-delete`,
      }),
    onSuccess: refresh,
  });
  return { save, remove };
}
