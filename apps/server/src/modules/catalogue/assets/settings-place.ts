import type { Executor } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordActivity, type ActivityEntry, type Actor } from "../../access/activity/activity.service";

/**
 * Where a call on a record kept both company-wide and per project (asset pools, schedules) comes
 * from: the company's settings, or one project's settings.
 */
export type SettingsPlace =
  { level: "tenant"; context: TenantContext } | { level: "project"; scope: ProjectScope; actor: Actor };

export const tenantIdOf = (place: SettingsPlace): string =>
  place.level === "tenant" ? place.context.tenantId : place.scope.tenantId;

/** The project a call from a project's settings is about; null from the company's settings. */
export const projectIdOf = (place: SettingsPlace): string | null =>
  place.level === "project" ? place.scope.projectId : null;

/** A change made in a project's settings goes on that project's activity; the company's settings have none. */
export async function recordSettingsActivity(
  tx: Executor,
  place: SettingsPlace,
  entry: ActivityEntry,
): Promise<void> {
  if (place.level !== "project") return;
  await recordActivity(tx, place.scope, place.actor, entry);
}
