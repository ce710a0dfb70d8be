import type { AppConfig } from "../config/config";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../db/database";
import { silentHubs } from "../realtime/hubs";
import { markPrepared } from "./prepared-marker";
import { seedDatabase } from "./seed-on-start";

/**
 * Migrates and seeds the database the configuration names, then closes it. Run in a process that
 * exits afterwards, it keeps the work off the server's memory: the embedded database's WebAssembly
 * heap grows during the first migrations and the demo seed and never shrinks.
 */
export async function prepareDatabase(
  config: Pick<AppConfig, "databaseUrl" | "dataDir" | "production" | "port">,
): Promise<DatabaseHandle["kind"]> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    await seedDatabase(database, { config, hubs: silentHubs() });
  } finally {
    await database.close();
  }
  if (database.kind === "pglite") markPrepared(config.dataDir);
  return database.kind;
}
