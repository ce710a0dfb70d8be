import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useParams } from "react-router";
import type { EventDetail } from "@stund/shared/contracts/catalogue/event-detail";
import type {
  bulkEventActionSchema,
  bulkEventResultSchema,
  delayEventBodySchema,
  eventListQuerySchema,
  StundEvent,
  updateEventBodySchema,
} from "@stund/shared/contracts/catalogue/events";
import type { DelayStatus } from "@stund/shared/enums";
import { apiCall } from "../../../../lib/http/client";
import { projectEventsKey } from "../../../../lib/queries/event-keys";
import type { CreateEventBody } from "../model/single-event-form";
import { useRefreshEvents } from "./use-refresh-events";

// The one events API of the console: the calendar, its drawer, the single-event editor and the
// create-events screen read and change events here. Every query lies under projectEventsKey.

export type EventListQuery = Pick<z.input<typeof eventListQuerySchema>, "from" | "to" | "tag" | "status">;
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;
export type DelayEventBody = z.input<typeof delayEventBodySchema>;
export type BulkEventAction = z.input<typeof bulkEventActionSchema>;
export type BulkEventResult = z.output<typeof bulkEventResultSchema>;
export type EventAction = "close" | "open" | "cancel";

const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;

/** Events whose start lies in [from, to) (GET /{tenant}/api/{project}/events). */
export function useEventsInRange(query: EventListQuery | null) {
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

/** One event with its manifest and series name (GET /{tenant}/api/{project}/events/{id}). */
export function useEventDetail(id: string | null | undefined) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...projectEventsKey(tenant, project), "detail", id],
    queryFn: () => apiCall<EventDetail>(eventPath(id ?? "")),
    enabled: Boolean(tenant && project && id),
  });
}

/** POST events: one departure. */
export function useCreateEvent() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: CreateEventBody) =>
      apiCall<StundEvent>("/events", { method: "POST", body, toast: "event-create" }),
    onSuccess: refresh,
  });
}

/**
 * The changes to one event. An edit or a removal refreshes the events once it is made; a sales
 * action, a delay or a delay status refreshes them whatever the answer, since a refusal usually
 * means the departure changed meanwhile.
 */
export function useEventWrites(id: string) {
  const refresh = useRefreshEvents();
  const update = useMutation({
    mutationFn: (body: UpdateEventBody) =>
      apiCall<StundEvent>(eventPath(id), { method: "PUT", body, toast: "event-update" }),
    onSuccess: refresh,
  });
  const action = useMutation({
    mutationFn: (name: EventAction) =>
      apiCall<StundEvent>(`${eventPath(id)}/${name}`, { method: "POST", toast: `event-${name}` }),
    onSettled: refresh,
  });
  const delay = useMutation({
    mutationFn: (body: DelayEventBody) =>
      apiCall<StundEvent>(`${eventPath(id)}/delay`, { method: "POST", body, toast: "event-delay" }),
    onSettled: refresh,
  });
  const delayStatus = useMutation({
    mutationFn: (value: DelayStatus) =>
      apiCall<StundEvent>(`${eventPath(id)}/delay-status`, {
        method: "POST",
        body: { delayStatus: value },
        toast: "event-delay-status",
      }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiCall<unknown>(eventPath(id), { method: "DELETE", toast: "event-delete" }),
    onSuccess: refresh,
  });
  return { update, action, delay, delayStatus, remove };
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
