// Crash safety on PostgreSQL: a booking load over real HTTP on two server processes of one
// database, one of them killed with SIGKILL halfway and started again; then every answered booking
// must be stored, every unanswered request retried with its Idempotency-Key must give one booking
// at most, every departure must keep within its capacity and every hold must run out in time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../src/db/database";
import { notEnoughSeatsTitle } from "../src/modules/catalogue/availability/not-enough-seats";
import { startServer, type RunningServer } from "../test/support/server-process";
import { createDeparture, type BookingStage } from "./bookings-setup";
import {
  checkAnswered,
  checkHoldsReleased,
  checkInvariant,
  checkOneBookingPerKey,
  type Answered,
  type Check,
} from "./crash-checks";
import { startLoad, type Attempt, type LoadPlan, type Target } from "./crash-load";
import { retryUnanswered, type Retry } from "./crash-retry";

const clients = 12;
const beforeKillMs = 4000;
const afterRestartMs = 4000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    RAPYD_FAKE: "1",
    // The bench runs the hold-expiry job itself, with a clock of its own.
    JOB_INTERVAL_SECONDS: "0",
    PUBLIC_RATE_LIMIT_SCALE: "100000",
  };
}

function tally(attempts: Attempt[]): string {
  const counts = new Map<string, number>();
  for (const a of attempts) {
    const label = a.status === null ? "no answer" : String(a.status);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, n]) => `${n}×${label}`).join(", ") || "none";
}

function printLoad(attempts: Attempt[], restartMs: number, downMs: number): void {
  const groups: [string, Attempt[]][] = [
    ["process A (kept running)", attempts.filter((a) => a.slot === 0)],
    ["process B before the kill", attempts.filter((a) => a.slot === 1 && a.generation === 0)],
    ["process B after the restart", attempts.filter((a) => a.slot === 1 && a.generation === 1)],
  ];
  console.log(`  ${attempts.length} booking requests from ${clients} clients:`);
  for (const [label, group] of groups)
    console.log(`    ${label.padEnd(28)} ${group.length} requests: ${tally(group)}`);
  console.log(
    `  process B killed with SIGKILL; started again on the same database in ${restartMs.toFixed(0)} ms (down ${downMs.toFixed(0)} ms in all)`,
  );
}

function printRetries(retries: Retry[]): void {
  const count = (state: string) => retries.filter((r) => r.before === state).length;
  const waited = Math.max(0, ...retries.map((r) => r.waitedMs));
  console.log(
    `  ${retries.length} unanswered requests retried on process A with the same key: ${count("answered")} had committed (answer stored), ` +
      `${count("claimed")} claimed but not done, ${count("absent")} never started; answers ${tally(retries.map((r) => ({ ...r.attempt, status: r.status })))}; ` +
      `longest wait for a claimed key ${(waited / 1000).toFixed(1)} s`,
  );
}

function answersCheck(attempts: Attempt[], retries: Retry[]): Check[] {
  const answered = attempts.filter((a) => a.status !== null);
  const unexpected = answered.filter(
    (a) => a.status !== 201 && !(a.status === 409 && a.title === notEnoughSeatsTitle),
  );
  const survivorSilent = attempts.filter((a) => a.slot === 0 && a.status === null).length;
  const badRetries = retries.filter((r) => !r.ok);
  return [
    {
      name: "every answer is 201 or 409 Not enough seats",
      pass: unexpected.length === 0,
      detail: unexpected.length ? `other answers: ${tally(unexpected)}` : `${answered.length} answers`,
    },
    {
      name: "the process that kept running answered every request",
      pass: survivorSilent === 0,
      detail: `${survivorSilent} requests to it without an answer`,
    },
    {
      name: "the restarted process takes bookings",
      pass: attempts.some((a) => a.slot === 1 && a.generation === 1 && a.status === 201),
      detail: `${attempts.filter((a) => a.slot === 1 && a.generation === 1 && a.status === 201).length} bookings on it`,
    },
    {
      name: "retried requests: the first answer or a fresh one",
      pass: retries.length > 0 && badRetries.length === 0,
      detail: badRetries.length
        ? badRetries
            .map((r) => `${r.before} key → ${r.status} ${r.title ?? ""} (stored ${r.storedId}, got ${r.id})`)
            .join("; ")
        : retries.length
          ? `${retries.length} retries`
          : "the kill left no request unanswered, so nothing was retried",
    },
  ];
}

async function tenantOf(client: pg.Client, eventId: string): Promise<string> {
  const { rows } = await client.query<{ tenant_id: string }>("select tenant_id from events where id = $1", [
    eventId,
  ]);
  return rows[0]!.tenant_id;
}

export async function benchCrashSafety(stage: BookingStage, databaseUrl: string): Promise<void> {
  console.log("\nPostgreSQL: crash safety, one of two server processes killed (SIGKILL) during booking load");
  const benchStarted = performance.now();
  // Two departures that sell out during the load, two with room to the end.
  const eventIds: string[] = [];
  for (const [capacity, days] of [
    [40, 6],
    [40, 7],
    [1500, 8],
    [1500, 9],
  ] as const)
    eventIds.push(await createDeparture(stage, capacity, days));
  const dataDir = mkdtempSync(path.join(tmpdir(), "stund-bench-crash-"));
  const env = serverEnv(databaseUrl, dataDir);
  const servers: RunningServer[] = await Promise.all([startServer(env), startServer(env)]);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const database = await openDatabase({ databaseUrl });
  let load: ReturnType<typeof startLoad> | null = null;
  try {
    const plan: LoadPlan = {
      tenant: stage.tenant,
      project: stage.project,
      categoryId: stage.categoryId,
      cookie: stage.staff[0].cookie,
      eventIds,
      clients,
    };
    const targets: Target[] = servers.map((server) => ({ url: server.url, generation: 0, up: true }));
    load = startLoad(plan, targets);
    await pause(beforeKillMs);
    const killed = performance.now();
    await servers[1]!.stop("SIGKILL");
    const restarting = performance.now();
    servers.push(await startServer(env));
    const restartMs = performance.now() - restarting;
    targets[1] = { url: servers[2]!.url, generation: 1, up: true };
    const downMs = performance.now() - killed;
    await pause(afterRestartMs);
    const attempts = await load.stop();
    printLoad(attempts, restartMs, downMs);

    const checks: Check[] = [await checkInvariant(client, eventIds, "right after the load")];
    const retries = await retryUnanswered(plan, servers[0]!.url, client, attempts);
    printRetries(retries);
    checks.push(...answersCheck(attempts, retries));

    const answered: Answered[] = [
      ...attempts.filter((a) => a.status === 201 && a.id).map((a) => ({ attempt: a, id: a.id! })),
      ...retries.filter((r) => r.status === 201 && r.id).map((r) => ({ attempt: r.attempt, id: r.id! })),
    ];
    checks.push(await checkAnswered(client, answered));
    checks.push(
      await checkOneBookingPerKey(client, eventIds, new Map(answered.map((a) => [a.attempt.key, a.id]))),
    );
    checks.push(await checkInvariant(client, eventIds, "after the retries"));
    checks.push(await checkHoldsReleased(database, client, await tenantOf(client, eventIds[0]!), eventIds));

    for (const check of checks)
      console.log(`  ${check.pass ? "PASS" : "FAIL"}  ${check.name}: ${check.detail}`);
    const failed = checks.filter((check) => !check.pass).length;
    console.log(
      `  crash safety: ${failed === 0 ? "PASS" : `FAIL (${failed} of ${checks.length} checks)`} in ${((performance.now() - benchStarted) / 1000).toFixed(1)} s`,
    );
    if (failed > 0) process.exitCode = 1;
  } finally {
    await load?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await client.end();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
