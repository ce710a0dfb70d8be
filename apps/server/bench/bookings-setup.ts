// A company with a published experience on two server processes of one PostgreSQL database, for
// the booking benchmarks.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { HttpSession, startServer, type RunningServer } from "../test/support/server-process";
import { benchCompany, json } from "./bench-company";

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
  const { tenant, project, experienceId, categoryId } = await benchCompany(a, 20);
  const b = new HttpSession(servers[1].url);
  b.cookie = a.cookie;
  return {
    servers,
    staff: [a, b],
    tenant,
    project,
    experienceId,
    categoryId,
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
