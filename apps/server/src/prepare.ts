import { loadConfig } from "./config/config";
import { preparedAlready } from "./seed/prepared-marker";

/**
 * `npm start` runs this before the server: migrations and the start-up seed in a short-lived
 * process, so the server opens a database that is ready and its own migrate and seed only check.
 * Embedded data already prepared for this build's migrations is left alone: the server's checks
 * cover the rest, and the restart is spared a second opening of the database.
 */
const config = loadConfig();
if (config.databaseUrl || !preparedAlready(config.dataDir)) {
  const { prepareDatabase } = await import("./seed/prepare-database");
  await prepareDatabase(config);
}
