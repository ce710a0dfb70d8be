import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { DelayStatus, EventStatus } from "@stund/shared/enums";
import { apiCall } from "../../../../lib/http/client";
import { projectEventsKey } from "../../../../lib/queries/event-keys";
import type { InstantRange } from "../model/calendar-range";
import type { BulkEventAction, BulkEventResult, EventDetail } from "./event-types";

export const eventDetailKey = (tenant: string | undefined, project: string | undefined, id: string) =>
  [...projectEventsKey(tenant, project), "detail", id] as const;

export interface EventQuery extends InstantRange {
  tag?: string;
  status?: EventStatus;
}

/** Events whose start lies in [from, to) (GET /{tenant}/api/{project}/events). */
export function useEventsInRange(query: EventQuery | null) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...projectEventsKey(tenant, project), "range", query],
    queryFn: () =>
      apiCall<StundEvent[]>("/events", {
        query: { from: query?.from, to: query?.to, tag: query?.tag, status: query?.status },
      }),
    enabled: Boolean(tenant && project && query),
    placeholderData: keepPreviousData,
  });
}

/** One event with its manifest (GET /{tenant}/api/{project}/events/{id}). */
export function useEventDetail(id: string | null) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: eventDetailKey(tenant, project, id ?? ""),
    queryFn: () => apiCall<EventDetail>(`/events/${encodeURIComponent(id ?? "")}`),
    enabled: Boolean(tenant && project && id),
  });
}

function useRefreshEvents() {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectEventsKey(tenant, project) }),
      queryClient.invalidateQueries({ queryKey: ["projectHome", tenant, project] }),
    ]);
}

/** POST events/bulk: close, open, cancel or set the capacity of many events at once. */
export function useBulkEventAction() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: BulkEventAction) =>
      apiCall<BulkEventResult>("/events/bulk", { method: "POST", body, toast: "events-bulk" }),
    onSettled: refresh,
  });
}

export type SingleEventAction =
  | { action: "close" | "open" | "cancel" }
  | { action: "delay"; newStart: string; message: string }
  | { action: "delay-status"; delayStatus: DelayStatus };

/** The quick actions on one event: close, open, cancel, delay and the delay's status. */
export function useEventAction(id: string) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: ({ action, ...body }: SingleEventAction) =>
      apiCall<StundEvent>(`/events/${encodeURIComponent(id)}/${action}`, {
        method: "POST",
        body: Object.keys(body).length > 0 ? body : undefined,
        toast: `event-${action}`,
      }),
    onSettled: refresh,
  });
}
