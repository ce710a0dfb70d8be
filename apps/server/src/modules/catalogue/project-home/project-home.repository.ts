import { and, eq, gte, lt, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { events, experiences } from "../../../db/schema/catalogue";

export interface ProjectCounts {
  experiences: number;
  publishedExperiences: number;
  eventsNext7Days: number;
  flaggedEvents: number;
}

const count = sql<number>`count(*)::int`;
const notGone = notInArray(events.status, ["Deleted", "Cancelled"]);

/**
 * The home screen's numbers: experiences (and how many are published), departures that run in
 * [from, to), and departures still to come that their series flagged for a decision.
 */
export async function countProjectHome(
  db: Executor,
  tenantId: string,
  projectId: string,
  from: Date,
  to: Date,
): Promise<ProjectCounts> {
  const inProject = and(eq(events.tenantId, tenantId), eq(events.projectId, projectId));
  const [experienceCounts, upcoming, flagged] = await Promise.all([
    db
      .select({
        all: count,
        published: sql<number>`(count(*) filter (where ${experiences.status} = 'Published'))::int`,
      })
      .from(experiences)
      .where(and(eq(experiences.tenantId, tenantId), eq(experiences.projectId, projectId))),
    db
      .select({ n: count })
      .from(events)
      .where(and(inProject, gte(events.startAt, from), lt(events.startAt, to), notGone)),
    db
      .select({ n: count })
      .from(events)
      .where(and(inProject, gte(events.startAt, from), eq(events.flagged, true), notGone)),
  ]);
  return {
    experiences: experienceCounts[0]?.all ?? 0,
    publishedExperiences: experienceCounts[0]?.published ?? 0,
    eventsNext7Days: upcoming[0]?.n ?? 0,
    flaggedEvents: flagged[0]?.n ?? 0,
  };
}
