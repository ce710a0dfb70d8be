import { loadConfig } from "./config/config";
import { prepareDatabase } from "./seed/prepare-database";

/**
 * `npm start` runs this before the server: migrations and the start-up seed in a short-lived
 * process, so the server opens a database that is ready and its own migrate and seed only check.
 */
prepareDatabase(loadConfig()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
