// The availability call of one project's month with 100,000 events and 1,000,000 bookings in the
// database: over real HTTP, and the same read in plain SQL for comparison.
import { sql } from "drizzle-orm";
import pg from "pg";
import type { DatabaseHandle } from "../src/db/database";
import type { HttpSession } from "../test/support/server-process";
import { datasetSize, plainAvailabilitySql, seedAvailabilityDataset } from "./availability-dataset";
import { loadGet } from "./load";
import { percentile, requestsPerCase } from "./measure";

async function timed(concurrency: number, once: () => Promise<void>) {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requestsPerCase) {
        next += 1;
        const t0 = performance.now();
        await once();
        timings.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return { rate: timings.length / seconds, p50: percentile(timings, 50), p99: percentile(timings, 99) };
}

function report(label: string, concurrency: number, r: { rate: number; p50: number; p99: number }) {
  console.log(
    `${label.padEnd(34)} c=${String(concurrency).padStart(2)}  ${String(Math.round(r.rate)).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`,
  );
}

/** Waits (up to a minute) until no autovacuum worker is busy on the freshly written tables. */
async function autovacuumDone(handle: DatabaseHandle): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const busy = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where backend_type = 'autovacuum worker'`,
    );
    if (busy.rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function benchAvailability(
  handle: DatabaseHandle,
  session: HttpSession,
  tenantIdentifier: string,
  databaseUrl: string | undefined,
): Promise<void> {
  const created = await session.send("POST", `/${tenantIdentifier}/api/project`, { Name: "Month" });
  if (!created.ok) throw new Error(`project: ${created.status} ${await created.text()}`);
  const { id: projectId } = (await created.json()) as { id: string };
  const rows = await handle.db.execute<{ tenant_id: string; identifier: string }>(
    sql`select tenant_id, identifier from projects where id = ${projectId}`,
  );
  const { tenant_id: tenantId, identifier: project } = rows.rows[0]!;
  // Only the measured project holds events in the measured tenant.
  await handle.db.execute(
    sql`update projects set deleted_at = now() where tenant_id = ${tenantId} and id <> ${projectId}`,
  );

  const t0 = performance.now();
  await seedAvailabilityDataset(handle.db, { tenantId, projectId });
  // The measurement is of the steady state: statistics and dirty pages of the fresh rows are
  // dealt with now rather than by autovacuum and checkpoints while the clients run.
  await handle.db.execute(sql`vacuum analyze`);
  if (handle.kind === "postgres") {
    await handle.db.execute(sql`checkpoint`);
    await autovacuumDone(handle);
  }
  const counts = await handle.db.execute<{ events: number; bookings: number }>(
    sql`select (select count(*)::int from events) as events, (select count(*)::int from bookings) as bookings`,
  );
  console.log(
    `  seeded ${datasetSize.tenants} tenants, ${counts.rows[0]!.events} events, ${counts.rows[0]!.bookings} bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const path = `/${tenantIdentifier}/api/${project}/events?from=${from.toISOString()}&to=${to.toISOString()}`;
  const probe = await session.send("GET", path);
  if (!probe.ok) throw new Error(`${path} answered ${probe.status}: ${await probe.text()}`);
  const monthEvents = ((await probe.json()) as unknown[]).length;
  console.log(`  one project's month: ${monthEvents} events`);

  for (const c of [8, 32])
    report(
      "GET {project}/events (a month)",
      c,
      await loadGet(`${session.baseUrl}${path}`, { cookie: session.cookie }, c),
    );

  const params = [projectId, from.toISOString(), to.toISOString()];
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
    try {
      for (const c of [8, 32])
        report(
          "same read in plain SQL",
          c,
          await timed(c, async () => {
            await pool.query(plainAvailabilitySql, params);
          }),
        );
    } finally {
      await pool.end();
    }
  } else {
    const query = plainAvailabilitySql
      .replace("$1", `'${projectId}'`)
      .replace("$2", `'${params[1]}'`)
      .replace("$3", `'${params[2]}'`);
    for (const c of [8, 32])
      report(
        "same read in plain SQL",
        c,
        await timed(c, async () => {
          await handle.db.execute(sql.raw(query));
        }),
      );
  }
}
