// How the company-wide and per-project lists (asset pools, schedules) are cached and written: the
// screens' own bookkeeping, not a shape of the API.

/** A kind of record kept both company-wide and per project (asset pools, schedules). */
export interface LevelRecords {
  /** The first part of its lists' query keys; the tenant and the page's project (or null) follow. */
  key: string;
  /** Its collection's path under the level's prefix, e.g. "/assets". */
  path: string;
}

export interface LevelWrites extends LevelRecords {
  /** The writes' toast keys are `${toast}-create`, `${toast}-update` and `${toast}-delete`. */
  toast: string;
  /** Other cached reads a write changes (first parts of their keys, the tenant following). */
  alsoRefresh?: string[];
}
