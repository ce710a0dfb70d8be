import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import { apiCall } from "../../../../lib/http/client";

/** One line of the project's activity: what changed, who changed it and when. */
export interface RecentChange {
  id: string;
  kind: string;
  summary: string;
  userName: string;
  at: string;
}

export interface ProjectHomeCounts {
  experiences: number;
  publishedExperiences: number;
  eventsNext7Days: number;
  flaggedEvents: number;
}

/** GET home: today's departures, the next 7 days, recent changes and counts. */
export interface ProjectHomeSummary {
  today: StundEvent[];
  upcoming: StundEvent[];
  recentChanges: RecentChange[];
  counts: ProjectHomeCounts;
}

/** The same key the availability hub refreshes when seats or events change. */
export const projectHomeKey = (tenant: string | undefined, project: string | undefined) =>
  ["projectHome", tenant, project] as const;

/** The project's home summary (GET /{tenant}/api/{project}/home). */
export function useProjectHome() {
  const { tenant, project } = useParams();
  return useQuery({
    queryKey: projectHomeKey(tenant, project),
    queryFn: () => apiCall<ProjectHomeSummary>("/home"),
    enabled: Boolean(tenant && project),
  });
}
