// Bookings per second through one server's port with WORKERS=1 and WORKERS=2, side by side: the
// same load (16 keep-alive clients booking departures in turn, spread so that no departure's lock
// is the limit) against a fresh database each, so the figures differ only by the processes.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HttpSession, startServer, type RunningServer } from "../test/support/server-process";
import { withPgClient } from "../test/support/with-pg-client";
import { serverPoolSize } from "./bookings-setup";
import { cpuDuring } from "./cpu-usage";
import { Connection, jsonPost } from "./load";
import { benchCompany, json } from "./bench-company";

const seconds = Number(process.env.BENCH_WORKERS_SECONDS ?? 8);
const warmUpSeconds = 3;
const clients = Number(process.env.BENCH_HTTP_CLIENTS ?? 16);
const departures = 500;

interface Stage {
  server: RunningServer;
  tenant: string;
  categoryId: string;
  eventIds: string[];
}

/** Polls /metrics until every worker has a pool: the cluster's pool size is the sum of theirs. */
async function allWorkersUp(server: RunningServer, workers: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    if (text.includes(`\nstund_database_pool_max ${workers * serverPoolSize}\n`)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not all ${workers} workers started`);
}

/** A server with WORKERS=`workers` on `databaseUrl`, a company, and departures of many seats each. */
async function stage(databaseUrl: string, dataDir: string, workers: number): Promise<Stage> {
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WORKERS: String(workers),
    NODE_ENV: "production",
    RAPYD_FAKE: "1",
    JOB_INTERVAL_SECONDS: "0",
    PUBLIC_RATE_LIMIT_SCALE: "100000",
    DATABASE_POOL_SIZE: String(serverPoolSize),
  });
  await allWorkersUp(server, workers);
  const staff = new HttpSession(server.url);
  const { tenant, project, experienceId, categoryId } = await benchCompany(staff, 20);
  const start = new Date(Date.now() + 3 * 864e5);
  start.setUTCMinutes(0, 0, 0);
  const first = await json<{ id: string }>(
    await staff.send("POST", `/${tenant}/api/${project}/events`, {
      experienceId,
      start: start.toISOString(),
      capacity: 20,
    }),
    "event",
  );
  // Room for any run, past what the API lets staff set.
  const eventIds = await withPgClient(databaseUrl, async (client) => {
    await client.query("update events set capacity = 100000000 where id = $1", [first.id]);
    await client.query(
      `insert into events (tenant_id, project_id, experience_id, start_at, end_at, capacity, price_overrides)
       select tenant_id, project_id, experience_id, start_at + g * interval '30 minutes',
         end_at + g * interval '30 minutes', capacity, '{}'::jsonb
       from events, generate_series(1, $2::int) g where id = $1`,
      [first.id, departures - 1],
    );
    await client.query("analyze");
    const rows = await client.query<{ id: string }>("select id from events where experience_id = $1", [
      experienceId,
    ]);
    return rows.rows.map((row) => row.id);
  });
  return { server, tenant, categoryId, eventIds };
}

/** Bookings per second over `forSeconds` from `clients` keep-alive connections, departures in turn. */
async function book(
  stage: Stage,
  forSeconds: number,
): Promise<{ rate: number; refused: Record<string, number> }> {
  const url = new URL(stage.server.url);
  const requests = stage.eventIds.map((eventId) =>
    jsonPost(
      url,
      `/${stage.tenant}/api/public/bookings`,
      JSON.stringify({
        items: [{ eventId, ticketCategoryId: stage.categoryId, quantity: 1 }],
        customer: { name: "Guest", email: "guest@example.com" },
        acceptTerms: true,
      }),
    ),
  );
  const connections = Array.from({ length: clients }, () => new Connection(url, requests[0]!));
  const refused: Record<string, number> = {};
  let next = 0;
  let booked = 0;
  const started = performance.now();
  const deadline = started + forSeconds * 1000;
  try {
    await Promise.all(
      connections.map(async (connection) => {
        while (performance.now() < deadline) {
          const status = await connection.send(requests[next++ % requests.length]);
          if (status === 201) booked += 1;
          else refused[status] = (refused[status] ?? 0) + 1;
        }
      }),
    );
  } finally {
    for (const connection of connections) connection.close();
  }
  return { rate: booked / ((performance.now() - started) / 1000), refused };
}

async function measure(serverUrl: string, workers: number): Promise<number> {
  const name = `stund_bench_workers_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "stund-bench-workers-"));
  await withPgClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let running: Stage | undefined;
  try {
    running = await stage(url.toString(), dataDir, workers);
    // The first seconds compile the booking's code paths in every worker; not counted.
    await book(running, warmUpSeconds);
    const { result, cpu } = await cpuDuring(() => book(running!, seconds));
    const refused = Object.entries(result.refused)
      .map(([status, count]) => `${count} × ${status}`)
      .join(", ");
    console.log(
      `  WORKERS=${workers}  ${result.rate.toFixed(0).padStart(5)} bookings/s` +
        `  (cores ${(cpu.busy * 100).toFixed(0)}% busy: server ${((cpu.ms.server ?? 0) / 1000).toFixed(1)} s, ` +
        `PostgreSQL ${((cpu.ms.postgres ?? 0) / 1000).toFixed(1)} s, load ${((cpu.ms.load ?? 0) / 1000).toFixed(1)} s of CPU)` +
        `${refused ? `; refused: ${refused}` : ""}`,
    );
    return result.rate;
  } finally {
    await running?.server.stop();
    await withPgClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `serverUrl`: a PostgreSQL server where databases may be made; each case gets one of its own. */
export async function benchWorkers(serverUrl: string): Promise<void> {
  console.log(
    `\nPostgreSQL: bookings through one port, WORKERS=1 against WORKERS=2 (${clients} clients, ` +
      `${serverPoolSize} connections per worker, ${departures} departures in turn, ${seconds} s a run)`,
  );
  const one = await measure(serverUrl, 1);
  const two = await measure(serverUrl, 2);
  console.log(`  WORKERS=2 books ${(two / one).toFixed(2)} × as many as WORKERS=1`);
}
