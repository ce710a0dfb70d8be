// A company with a published experience on two server processes of one PostgreSQL database, for
// the booking benchmarks.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HttpSession, startServer, type RunningServer } from "../test/support/server-process";

/**
 * Connections per server process (BENCH_POOL_SIZE): three each did best on two cores, where the
 * waiters for a hot departure's lock and the backends' own bookkeeping grow with every one more.
 */
export const serverPoolSize = Number(process.env.BENCH_POOL_SIZE ?? 3);

export interface BookingStage {
  servers: [RunningServer, RunningServer];
  /** Staff sessions, one per process. */
  staff: [HttpSession, HttpSession];
  tenant: string;
  project: string;
  experienceId: string;
  categoryId: string;
  stop(): Promise<void>;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function bookingStage(databaseUrl: string): Promise<BookingStage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stund-bench-bookings-"));
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    RAPYD_FAKE: "1",
    JOB_INTERVAL_SECONDS: "0",
    // Every attempt comes from this one address: the per-caller limits would refuse most of them.
    PUBLIC_RATE_LIMIT_SCALE: "100000",
    // pgbench gets as many connections as the two processes have together.
    DATABASE_POOL_SIZE: String(serverPoolSize),
  };
  const servers = (await Promise.all([startServer(env), startServer(env)])) as [RunningServer, RunningServer];
  const a = new HttpSession(servers[0].url);
  await a.signUp(`bench-${randomUUID()}@example.com`, "Bench");
  const tenant = `bench-${randomUUID().slice(0, 8)}`;
  await json(
    await a.send("POST", "/api/tenants", { name: "Bench Tours", identifier: tenant, companyInfo: {} }),
    "tenant",
  );
  const { id: project } = await json<{ id: string }>(
    await a.send("POST", `/${tenant}/api/project`, { Name: "Harbour" }),
    "project",
  );
  const experience = await json<{ id: string; ticketCategories: { id: string }[] }>(
    await a.send("POST", `/${tenant}/api/${project}/experiences`, {
      name: "Whale Watching",
      ticketCategories: [{ name: "Adult", price: 9900 }],
      capacity: 20,
      durationMinutes: 180,
      status: "Published",
    }),
    "experience",
  );
  const b = new HttpSession(servers[1].url);
  b.cookie = a.cookie;
  return {
    servers,
    staff: [a, b],
    tenant,
    project,
    experienceId: experience.id,
    categoryId: experience.ticketCategories[0]!.id,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A departure of the stage's experience, `daysAhead` from now, with `capacity` seats. */
export async function createDeparture(stage: BookingStage, capacity: number, daysAhead = 3): Promise<string> {
  const start = new Date(Date.now() + daysAhead * 864e5);
  start.setUTCMinutes(0, 0, 0);
  const created = await json<{ id: string }>(
    await stage.staff[0].send("POST", `/${stage.tenant}/api/${stage.project}/events`, {
      experienceId: stage.experienceId,
      start: start.toISOString(),
      capacity,
    }),
    "event",
  );
  return created.id;
}
