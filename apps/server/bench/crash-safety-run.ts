// The crash-safety bench on its own (npx tsx bench/crash-safety-run.ts): a fresh PostgreSQL
// database on BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { migrateDatabase, openDatabase } from "../src/db/database";
import { bookingStage } from "./bookings-setup";
import { benchCrashSafety } from "./crash-safety";

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("Set BENCH_DATABASE_URL to a PostgreSQL server");
  const name = `stund_bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(database);
    await database.close();
    const stage = await bookingStage(url.toString());
    try {
      await benchCrashSafety(stage, url.toString());
    } finally {
      await stage.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
