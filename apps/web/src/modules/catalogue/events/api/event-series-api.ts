import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useParams } from "react-router";
import type { Series, SeriesBody, seriesChangeResultSchema } from "@stund/shared/contracts/catalogue/events";
import { apiCall } from "../../../../lib/http/client";
import { seriesRootKey } from "./event-keys";
import { useRefreshEvents } from "./use-refresh-events";

export type SeriesChangeResult = z.infer<typeof seriesChangeResultSchema>;

const seriesPath = (id: string) => `/event-series/${encodeURIComponent(id)}`;

/** The series of one experience (GET event-series?experienceId=). */
export function useSeriesList(experienceId: string | undefined) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...seriesRootKey(tenant, project), "list", experienceId],
    queryFn: () => apiCall<Series[]>("/event-series", { query: { experienceId } }),
    enabled: Boolean(tenant && project && experienceId),
  });
}

/** One series (GET event-series/{id}). */
export function useSeries(id: string | undefined) {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: [...seriesRootKey(tenant, project), "one", id],
    queryFn: () => apiCall<Series>(seriesPath(id ?? "")),
    enabled: Boolean(tenant && project && id),
  });
}

/** POST event-series; the answer says how many events were made. */
export function useCreateSeries() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: SeriesBody) =>
      apiCall<SeriesChangeResult>("/event-series", { method: "POST", body, toast: "event-series-create" }),
    onSuccess: refresh,
  });
}

/** PUT event-series/{id}: future events follow; the answer counts what changed. */
export function useUpdateSeries(id: string) {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (body: SeriesBody) =>
      apiCall<SeriesChangeResult>(seriesPath(id), { method: "PUT", body, toast: "event-series-update" }),
    onSuccess: refresh,
  });
}

/** DELETE event-series/{id}: future events without bookings go, booked ones stay flagged. */
export function useDeleteSeries() {
  const refresh = useRefreshEvents();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall<unknown>(seriesPath(id), { method: "DELETE", toast: "event-series-delete" }),
    onSuccess: refresh,
  });
}
