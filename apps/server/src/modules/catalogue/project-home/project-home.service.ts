import type { ProjectHome } from "@stund/shared/contracts/catalogue/project-home";
import { addDays } from "@stund/shared/scheduling/local-date";
import { localDateInZone, zonedToUtc } from "@stund/shared/scheduling/zoned-time";
import type { Database } from "../../../db/database";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recentActivity } from "../../access/activity/activity.service";
import { listEventRows } from "../events/event.repository";
import { eventViews } from "../events/event-changes";
import { countProjectHome } from "./project-home.repository";

const weekMs = 7 * 24 * 60 * 60 * 1000;
export const upcomingLimit = 50;
export const recentChangesLimit = 20;

/**
 * Today's departures (today on the project's clock), those of the seven days after it (at most
 * 50), the last 20 changes, and the counts the home screen shows.
 */
export async function projectHome(
  db: Database,
  scope: ProjectScope,
  now: Date = new Date(),
): Promise<ProjectHome> {
  const { tenantId, projectId, timeZone } = scope;
  const today = localDateInZone(now, timeZone);
  const midnight = (days: number) => zonedToUtc(addDays(today, days), "00:00", timeZone);
  const [todayRows, upcomingRows, changes, counts] = await Promise.all([
    listEventRows(db, tenantId, projectId, { from: midnight(0), to: midnight(1), includeDeleted: false }),
    listEventRows(db, tenantId, projectId, {
      from: midnight(1),
      to: midnight(8),
      includeDeleted: false,
      limit: upcomingLimit,
    }),
    recentActivity(db, tenantId, projectId, recentChangesLimit),
    countProjectHome(db, tenantId, projectId, now, new Date(now.getTime() + weekMs)),
  ]);
  const views = await eventViews(db, scope, [...todayRows, ...upcomingRows], now);
  return {
    today: views.slice(0, todayRows.length),
    upcoming: views.slice(todayRows.length),
    recentChanges: changes.map((change) => ({
      id: change.id,
      kind: change.kind,
      summary: change.summary,
      userName: change.userName,
      at: change.at.toISOString(),
    })),
    counts,
  };
}
