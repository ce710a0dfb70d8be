import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useParams } from "react-router";
import type { StaffBookingBody } from "@stund/shared/contracts/bookings/bookings";
import type { z } from "zod";
import type { eventListQuerySchema, StundEvent } from "@stund/shared/contracts/catalogue/events";
import { apiCall } from "../../../../lib/http/client";
import { projectEventsKey } from "../../../../lib/queries/event-keys";
import { useExperiences } from "../../../../lib/queries/experience-queries";
import { dayRange, departuresOn } from "../model/departures";
import { deskChannel } from "../model/tickets";
import { postStaffBooking } from "./post-staff-booking";

/** Published experiences sold on the channel the desk books on; the server refuses the others. */
export function useBookableExperiences() {
  const query = useExperiences({ status: "Published" });
  const bookable = useMemo(
    () =>
      (query.data ?? []).filter(
        (experience) => experience.status === "Published" && experience.channels.includes(deskChannel),
      ),
    [query.data],
  );
  return { ...query, bookable };
}

/**
 * The experience's departures on a local date of the project's zone. The key lies under the
 * project's events, so anything that refreshes events (a booking, a closed departure) refreshes it.
 */
export function useDeparturesOn(
  experienceId: string | null,
  date: string | undefined,
  timeZone: string | undefined,
) {
  const { tenant, project } = useParams();
  const range = date && timeZone ? dayRange(date, timeZone) : null;
  const query = useQuery({
    queryKey: [...projectEventsKey(tenant, project), "quick-booking", experienceId, date, timeZone],
    queryFn: () =>
      apiCall<StundEvent[]>("/events", {
        query: { from: range?.from, to: range?.to, experienceId: experienceId ?? undefined },
      }),
    enabled: Boolean(tenant && project && experienceId && range),
  });
  const departures = useMemo(
    () => (experienceId && date ? departuresOn(query.data ?? [], experienceId, date) : []),
    [query.data, experienceId, date],
  );
  return { ...query, departures };
}

/**
 * Every departure of the project whose start lies in [from, to), of any experience: moving a
 * booking offers them all. It is the calendar's read of the same range, so the two share answers.
 */
export function useDeparturesInRange(range: Pick<z.input<typeof eventListQuerySchema>, "from" | "to">) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...projectEventsKey(tenant, project), "range", range],
    queryFn: () => apiCall<StundEvent[]>("/events", { query: { from: range.from, to: range.to } }),
    enabled: Boolean(tenant && project),
    placeholderData: keepPreviousData,
  });
}

/** Books at the desk; afterwards every events query of the project is refreshed, seats included. */
export function useCreateBooking() {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: StaffBookingBody; idempotencyKey: string }) =>
      postStaffBooking(body, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectEventsKey(tenant, project) }),
  });
}
