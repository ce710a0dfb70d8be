import { buildApp } from "../app";
import { loadConfig } from "../config/config";
import { migrateDatabase, openDatabase } from "../db/database";
import { seedOnStart } from "./seed-on-start";

/** npm run db:seed: the same seed the server runs on start, on the database the environment names. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const app = await buildApp({ config, database });
    try {
      await seedOnStart(app, database);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
  console.log(
    `Seeded the ${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL database"}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
