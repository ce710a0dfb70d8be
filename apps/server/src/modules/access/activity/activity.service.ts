import type { Executor } from "../../../db/database";
import { insertActivity, selectRecentActivity } from "./activity.repository";

/** Kinds of project changes the home screen lists. */
export type ActivityKind =
  | "ExperienceCreated"
  | "ExperienceUpdated"
  | "ExperienceArchived"
  | "TemplateSaved"
  | "SeriesCreated"
  | "SeriesUpdated"
  | "SeriesDeleted"
  | "EventCreated"
  | "EventUpdated"
  | "EventClosed"
  | "EventOpened"
  | "EventDelayed"
  | "EventCancelled"
  | "EventDeleted"
  | "ScheduleSaved"
  | "AssetSaved";

export interface Actor {
  id: string;
  name: string;
}

export interface ActivityEntry {
  kind: ActivityKind;
  subjectId?: string | null;
  /** A short English line; the console shows it with the kind's translated label. */
  summary: string;
}

/** Records a change in the same transaction as the change itself. */
export async function recordActivity(
  db: Executor,
  scope: { tenantId: string; projectId: string },
  actor: Actor | null,
  entry: ActivityEntry,
): Promise<void> {
  await insertActivity(db, {
    tenantId: scope.tenantId,
    projectId: scope.projectId,
    userId: actor?.id ?? null,
    userName: actor?.name ?? "",
    kind: entry.kind,
    subjectId: entry.subjectId ?? null,
    summary: entry.summary.slice(0, 500),
  });
}

export async function recentActivity(db: Executor, tenantId: string, projectId: string, limit = 20) {
  return selectRecentActivity(db, tenantId, projectId, limit);
}
