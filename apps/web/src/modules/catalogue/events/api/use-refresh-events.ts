import { useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { experiencesKey } from "../../../../lib/queries/experience-queries";
import { projectEventsKey, projectHomeKey } from "../../../../lib/queries/event-keys";
import { seriesRootKey } from "./event-keys";

/**
 * Refreshes every read a change of events touches: event lists and details, series and their
 * event counts, the experiences' upcoming-event counts and the project's home summary.
 */
export function useRefreshEvents() {
  const { tenant, project } = useParams();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: projectEventsKey(tenant, project) }),
      queryClient.invalidateQueries({ queryKey: seriesRootKey(tenant, project) }),
      queryClient.invalidateQueries({ queryKey: experiencesKey(tenant, project) }),
      queryClient.invalidateQueries({ queryKey: projectHomeKey(tenant, project) }),
    ]);
}
