import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { experiencesKey } from "../../../../lib/queries/experience-queries";
import { eventsRootKey, seriesRootKey } from "./event-keys";

/**
 * Refreshes every read a change of events touches: event lists and details, series and their
 * event counts, and the experiences' upcoming-event counts.
 */
export function useRefreshEvents() {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventsRootKey(tenant, project) }),
      queryClient.invalidateQueries({ queryKey: seriesRootKey(tenant, project) }),
      queryClient.invalidateQueries({ queryKey: experiencesKey(tenant, project) }),
    ]);
}
