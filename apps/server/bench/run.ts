// npm run bench: latency of the shell's hot reads over real HTTP, on the embedded database and,
// when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on PostgreSQL too;
// then the front end's pages in Lighthouse (frontend.ts). `npm run bench -- frontend` runs only
// the front end's part; BENCH_FRONTEND=0 leaves it out.
import { randomUUID } from "node:crypto";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config/config";
import { migrateDatabase, openDatabase } from "../src/db/database";
import { HttpSession } from "../test/support/server-process";

import { benchAvailability } from "./availability";
import { benchAvailabilityOnServerProcess } from "./availability-process";
import { benchFrontend } from "./frontend";
import { benchBookings } from "./bookings";
import { benchWorkers } from "./workers";
import { loadGet } from "./load";
import { benchMemory } from "./memory";

const concurrencyLevels = [1, 8, 32];

async function measure(label: string, session: HttpSession, path: string, concurrency: number) {
  const r = await loadGet(`${session.baseUrl}${path}`, { cookie: session.cookie }, concurrency);
  console.log(
    `${label.padEnd(34)} c=${String(concurrency).padStart(2)}  ${String(Math.round(r.rate)).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`,
  );
}

async function runOn(kind: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl });
  await migrateDatabase(database);
  const app = await buildApp({ config: { ...loadConfig({}), production: false }, database });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  try {
    const session = new HttpSession(address);
    const email = `bench-${randomUUID()}@example.com`;
    await session.send("POST", "/api/user/authenticate/signup", {
      email,
      password: "benchmark password",
      name: "Bench",
    });
    const identifier = `bench-${randomUUID().slice(0, 8)}`;
    const tenant = await session.send("POST", "/api/tenants", {
      name: "Bench Tours",
      identifier,
      companyInfo: {},
    });
    if (!tenant.ok) throw new Error(`tenant: ${tenant.status} ${await tenant.text()}`);
    for (let i = 0; i < 5; i++)
      await session.send("POST", `/${identifier}/api/project`, { Name: `Project ${i}` });
    console.log(`\n${kind}`);
    for (const c of concurrencyLevels)
      await measure(
        "GET getUser (sign-in state)",
        session,
        `/api/user/authenticate/${identifier}/getUser`,
        c,
      );
    for (const c of concurrencyLevels)
      await measure("GET /{tenant}/api/project (5)", session, `/${identifier}/api/project`, c);
    for (const c of concurrencyLevels) await measure("GET /health (no database)", session, "/health", c);
    // On PostgreSQL the availability figures come from a server process of its own (below).
    if (process.env.BENCH_AVAILABILITY !== "0" && !databaseUrl) {
      console.log(`\n${kind}: availability of one project's month (client and server in one process)`);
      await benchAvailability(database, session, identifier, databaseUrl);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

async function main() {
  if (process.argv[2] === "frontend") return benchFrontend();
  if (process.env.BENCH_MEMORY !== "0")
    await benchMemory(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  if (process.env.BENCH_PGLITE !== "0") await runOn("embedded database (PGlite)", undefined);
  if (process.env.BENCH_FRONTEND !== "0") await benchFrontend();
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `stund_bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await runOn("PostgreSQL", url.toString());
    if (process.env.BENCH_AVAILABILITY !== "0") {
      console.log("\nPostgreSQL: availability of one project's month (server in its own process)");
      await benchAvailabilityOnServerProcess(url.toString());
    }
    if (process.env.BENCH_BOOKINGS !== "0") await benchBookings(url.toString());
    // BENCH_WORKERS=0 leaves out WORKERS=1 against WORKERS=2 (two fresh databases of their own).
    if (process.env.BENCH_WORKERS !== "0") await benchWorkers(serverUrl);
  } finally {
    // BENCH_KEEP_DB=1 leaves the database for a look at its plans afterwards.
    if (process.env.BENCH_KEEP_DB === "1") console.log(`database kept: ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
