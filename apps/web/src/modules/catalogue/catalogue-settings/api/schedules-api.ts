import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { Schedule, ScheduleBody, slotSchema } from "@stund/shared/contracts/catalogue/schedules";
import type { z } from "zod";
import { apiCall } from "../../../../lib/http/client";
import { useLevelList, useLevelWrites } from "./level-records-api";
import type { SettingsLevel } from "../../../../lib/http/settings-level";

export type Slot = z.infer<typeof slotSchema>;

const scheduleRecords = { key: "schedules", path: "/schedules" };

/** Company presets on the company page; on a project page the project's schedules and the presets. */
export function useSchedules(level: SettingsLevel) {
  return useLevelList<Schedule>(level, scheduleRecords);
}

/**
 * Create (no id), update (with id) and delete a schedule; every cached schedule list, and the
 * slots read from them, are refreshed.
 */
export function useScheduleWrites(level: SettingsLevel) {
  return useLevelWrites<Schedule, ScheduleBody>(level, {
    ...scheduleRecords,
    toast: "schedule",
    alsoRefresh: ["scheduleSlots"],
  });
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
