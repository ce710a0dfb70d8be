import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useParams } from "react-router";
import type { DelayStatus } from "@stund/shared/enums";
import type { StundEvent, updateEventBodySchema } from "@stund/shared/contracts/catalogue/events";
import { apiCall } from "../../../../lib/http/client";
import type { EventDetail } from "../model/event-detail";
import type { CreateEventBody } from "../model/single-event-form";
import { eventsRootKey } from "./event-keys";
import { useRefreshEvents } from "./use-refresh-events";

export type UpdateEventBody = z.input<typeof updateEventBodySchema>;
export type EventAction = "close" | "open" | "cancel";

const eventPath = (id: string) => `/events/${encodeURIComponent(id)}`;

/** One event with its manifest (GET /{tenant}/api/{project}/events/{id}). */
export function useEvent(id: string | undefined) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...eventsRootKey(tenant, project), "one", id],
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

/** The writes of the single-event screen. */
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
    onSuccess: refresh,
  });
  const delay = useMutation({
    mutationFn: (body: { newStart: string; message: string }) =>
      apiCall<StundEvent>(`${eventPath(id)}/delay`, { method: "POST", body, toast: "event-delay" }),
    onSuccess: refresh,
  });
  const delayStatus = useMutation({
    mutationFn: (value: DelayStatus) =>
      apiCall<StundEvent>(`${eventPath(id)}/delay-status`, {
        method: "POST",
        body: { delayStatus: value },
        toast: "event-delay-status",
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => apiCall<unknown>(eventPath(id), { method: "DELETE", toast: "event-delete" }),
    onSuccess: refresh,
  });
  return { update, action, delay, delayStatus, remove };
}
