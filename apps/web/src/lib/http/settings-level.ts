import type { CallOptions } from "./client";

/** Company settings hold tenant-level presets; project settings hold the project's own records. */
export type SettingsLevel = "tenant" | "project";

/**
 * The prefix of a level's calls: /{tenant}/api/... for the company, /{tenant}/api/{project}/...
 * for a project (the client adds the project segment on a project page).
 */
export function levelCallOptions(level: SettingsLevel, tenant: string | undefined): CallOptions {
  return level === "tenant" ? { tenant, useProject: false } : { tenant };
}
