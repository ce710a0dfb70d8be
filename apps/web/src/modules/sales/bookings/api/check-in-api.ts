import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type {
  BookingDetail,
  CheckInBody,
  EventManifest,
} from "@stund/shared/contracts/bookings/booking-list";
import { apiCall } from "../../../../lib/http/client";
import { projectEventsKey } from "../../../../lib/queries/event-keys";
import { withCheckIn } from "../model/manifest-check-in";
import { bookingDetailKey, projectBookingsKey } from "./bookings-api";

/**
 * Every manifest of one project. They sit under the project's events, so whatever refreshes the
 * events (a live update, a booking at the desk, a cancelled departure) refreshes them too.
 */
const manifestsKey = (tenant: string | undefined, project: string | undefined) =>
  [...projectEventsKey(tenant, project), "manifest"] as const;

/** Who is coming on a departure, with check-in (GET /{tenant}/api/{project}/events/{id}/manifest). */
export function useEventManifest(eventId: string | null) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...manifestsKey(tenant, project), eventId],
    queryFn: () => apiCall<EventManifest>(`/events/${encodeURIComponent(eventId ?? "")}/manifest`),
    enabled: Boolean(tenant && project && eventId),
  });
}

/**
 * Records how many of the booking's seats have arrived. The answer is the booking itself: it goes
 * straight into the detail and into any manifest showing it, then lists and manifests refresh.
 */
export function useCheckIn(bookingId: string) {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seats }: CheckInBody) =>
      apiCall<BookingDetail>(`/bookings/${encodeURIComponent(bookingId)}/check-in`, {
        method: "POST",
        body: { seats },
        toast: "booking-check-in",
      }),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingDetailKey(tenant, project, booking.id), booking);
      queryClient.setQueriesData<EventManifest>({ queryKey: manifestsKey(tenant, project) }, (manifest) =>
        manifest ? withCheckIn(manifest, booking.id, booking.checkedIn) : manifest,
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...projectBookingsKey(tenant, project), "list"] }),
        queryClient.invalidateQueries({ queryKey: manifestsKey(tenant, project) }),
      ]),
  });
}
