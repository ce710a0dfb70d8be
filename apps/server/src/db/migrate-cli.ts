import { loadConfig } from "../config/config";
import { migrateDatabase, openDatabase } from "./database";

/** npm run db:migrate: applies the committed migrations to the database the environment names. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  console.log(
    `Migrated the ${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL database"}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
