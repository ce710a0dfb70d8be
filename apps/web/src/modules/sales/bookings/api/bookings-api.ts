import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { BookingDetail, BookingList } from "@stund/shared/contracts/bookings/booking-list";
import { apiCall, buildUrl } from "../../../../lib/http/client";
import type { BookingApiFilter } from "../model/booking-filters";

/** Every bookings query of one project: the list pages and the details alike. */
export const projectBookingsKey = (tenant: string | undefined, project: string | undefined) =>
  ["bookings", tenant, project] as const;

export const bookingDetailKey = (tenant: string | undefined, project: string | undefined, id: string) =>
  [...projectBookingsKey(tenant, project), "detail", id] as const;

/**
 * One page of the project's bookings, newest first (GET /{tenant}/api/{project}/bookings); no
 * request until the filter is known.
 */
export function useBookingList(filter: BookingApiFilter | null, page: number, pageSize: number) {
  const { tenant, project } = useParams();
  const request = filter ? { filter, page, pageSize } : null;
  return useQuery({
    queryKey: [...projectBookingsKey(tenant, project), "list", request],
    queryFn: () =>
      apiCall<BookingList>("/bookings", {
        query: { ...request?.filter, page: request?.page, pageSize: request?.pageSize },
      }),
    enabled: Boolean(tenant && project && request),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** One booking with its tickets, answers, payments and history (GET .../bookings/{id}). */
export function useBookingDetail(id: string | undefined) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: bookingDetailKey(tenant, project, id ?? ""),
    queryFn: () => apiCall<BookingDetail>(`/bookings/${encodeURIComponent(id ?? "")}`),
    enabled: Boolean(tenant && project && id),
  });
}

/**
 * The address of the CSV export with the list's filters, for the download button. The file
 * passes through the page's memory, so a refusal can open the subscription warning; the row cap
 * keeps it to a few megabytes.
 */
export function bookingExportUrl(filter: BookingApiFilter): string {
  return buildUrl("/bookings/export.csv", { query: filter });
}
