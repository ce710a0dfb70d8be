import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Schedule, ScheduleBody, slotSchema } from "@stund/shared/contracts/catalogue/schedules";
import type { z } from "zod";
import { apiCall } from "../../../api/client";
import { levelCallOptions, type SettingsLevel } from "./settings-level";

export type Slot = z.infer<typeof slotSchema>;

export const schedulesKey = (tenant: string | undefined, project: string | null) =>
  ["schedules", tenant, project] as const;

/** Company presets on the company page; on a project page the project's schedules and the presets. */
export function useSchedules(level: SettingsLevel) {
  const { tenant, project } = useParams();
  const scope = level === "project" ? (project ?? null) : null;
  return useQuery({
    queryKey: schedulesKey(tenant, scope),
    queryFn: () => apiCall<Schedule[]>("/schedules", levelCallOptions(level, tenant)),
    enabled: Boolean(tenant) && (level === "tenant" || Boolean(project)),
  });
}

/** Create (no id), update (with id) and delete a schedule; every cached schedule list is refreshed. */
export function useScheduleWrites(level: SettingsLevel) {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["schedules", tenant] }),
      queryClient.invalidateQueries({ queryKey: ["scheduleSlots", tenant] }),
    ]);
  const save = useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ScheduleBody }) =>
      apiCall<Schedule>(id ? `/schedules/${encodeURIComponent(id)}` : "/schedules", {
        ...levelCallOptions(level, tenant),
        method: id ? "PUT" : "POST",
        body,
        toast: id ? "schedule-update" : "schedule-create",
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(`/schedules/${encodeURIComponent(id)}`, {
        ...levelCallOptions(level, tenant),
        method: "DELETE",
        toast: "schedule-delete",
      }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/** Bookable slots of one schedule on one local date (GET /{tenant}/api/{project}/schedules/{id}/slots). */
export function useScheduleSlots(scheduleId: string | null, date: string | null, duration?: number) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: ["scheduleSlots", tenant, project, scheduleId, date, duration],
    queryFn: () =>
      apiCall<Slot[]>(`/schedules/${encodeURIComponent(scheduleId ?? "")}/slots`, {
        tenant,
        query: { date: date ?? undefined, duration },
      }),
    enabled: Boolean(tenant && project && scheduleId && date),
  });
}
