import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type {
  CalendarFeedStatus,
  CreatedCalendarFeed,
  EventStaff,
  ReplaceEventStaffBody,
  Schedule,
  ScheduleQuery,
} from "@stund/shared/contracts/staff-schedule";
import { apiCall } from "../../../../lib/http/client";

// The guide schedule's calls: the schedule of a period, one departure's staff and the caller's
// calendar feed. All are tenant-level (no project segment), so every screen can use them.

export const scheduleRootKey = (tenant: string | undefined) => ["staffSchedule", tenant] as const;
const eventStaffKey = (tenant: string | undefined, eventId: string | null | undefined) =>
  [...scheduleRootKey(tenant), "eventStaff", eventId] as const;
const feedKey = (tenant: string | undefined) => [...scheduleRootKey(tenant), "feed"] as const;

/**
 * Departures of the period (GET /{tenant}/api/schedule). Assignments made elsewhere show when
 * the window is looked at again and at least every minute.
 */
export function useSchedule(query: ScheduleQuery | null) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: [...scheduleRootKey(tenant), "range", query],
    queryFn: () =>
      apiCall<Schedule>("/schedule", {
        tenant,
        useProject: false,
        query: { from: query?.from, to: query?.to, mine: query?.mine, projectId: query?.projectId },
      }),
    enabled: Boolean(tenant && query),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
    refetchInterval: 60_000,
  });
}

/** Who is on a departure and who may be (GET /{tenant}/api/events/{id}/staff). */
export function useEventStaff(eventId: string | null | undefined) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: eventStaffKey(tenant, eventId),
    queryFn: () =>
      apiCall<EventStaff>(`/events/${encodeURIComponent(eventId ?? "")}/staff`, {
        tenant,
        useProject: false,
      }),
    enabled: Boolean(tenant && eventId),
    refetchOnWindowFocus: true,
  });
}

/** PUT the departure's staff; the schedule and the departure's staff are read again after. */
export function useReplaceEventStaff(eventId: string) {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplaceEventStaffBody) =>
      apiCall<EventStaff>(`/events/${encodeURIComponent(eventId)}/staff`, {
        tenant,
        useProject: false,
        method: "PUT",
        body,
      }),
    onSuccess: (staff) => {
      queryClient.setQueryData(eventStaffKey(tenant, eventId), staff);
      void queryClient.invalidateQueries({ queryKey: scheduleRootKey(tenant) });
    },
  });
}

/** Whether the caller has a calendar feed (GET /{tenant}/api/schedule/feed). */
export function useCalendarFeed(enabled = true) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: feedKey(tenant),
    queryFn: () => apiCall<CalendarFeedStatus>("/schedule/feed", { tenant, useProject: false }),
    enabled: Boolean(tenant) && enabled,
  });
}

/** Make a new feed address (told once) or turn the feed off. */
export function useCalendarFeedWrites() {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedKey(tenant) });
  const create = useMutation({
    mutationFn: () =>
      apiCall<CreatedCalendarFeed>("/schedule/feed", {
        tenant,
        useProject: false,
        method: "POST",
        toast: "calendar-feed-create",
        quietSuccess: true,
      }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () =>
      apiCall<unknown>("/schedule/feed", {
        tenant,
        useProject: false,
        method: "DELETE",
        toast: "calendar-feed-revoke",
      }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
