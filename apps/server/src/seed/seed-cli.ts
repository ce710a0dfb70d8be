import { loadConfig } from "../config/config";
import { prepareDatabase } from "./prepare-database";

/** npm run db:seed: the same seed the server runs on start, on the database the environment names. */
async function main(): Promise<void> {
  const config = loadConfig();
  const kind = await prepareDatabase(config);
  console.log(
    `Seeded the ${kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL database"}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
