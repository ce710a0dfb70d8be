import fs from "node:fs";
import path from "node:path";
import { migrationsFolder } from "../db/database";

/**
 * A file in the embedded database's folder naming the last migration the prepare step applied,
 * so a restart on prepared data skips the step instead of opening the database twice. It lives
 * beside PostgreSQL's own files, which it ignores, and goes wherever the database goes.
 */
function markerPath(dataDir: string): string {
  return path.join(dataDir, "pglite", "stund-prepared");
}

export function latestMigration(): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8"),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? "";
}

/** Whether the embedded database in `dataDir` was prepared up to this build's last migration. */
export function preparedAlready(dataDir: string): boolean {
  try {
    return fs.readFileSync(markerPath(dataDir), "utf8") === latestMigration();
  } catch {
    return false;
  }
}

export function markPrepared(dataDir: string): void {
  fs.writeFileSync(markerPath(dataDir), latestMigration());
}
