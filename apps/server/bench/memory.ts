// Memory of one server process as `npm start` runs it: the built prepare step (migrations and
// seed) in a process of its own, then the built server; its resident memory (RSS, as `ps` reports
// it) once idle and right after a phase of bookings and reads, on the embedded database and on
// PostgreSQL. The server runs from dist/, not through tsx, whose compiler would add its own memory.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withPgClient } from "../test/support/with-pg-client";
import { freePort, HttpSession } from "../test/support/server-process";
import { benchCompany, json } from "./bench-company";

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Seconds the server is left alone before its idle RSS is read (BENCH_MEMORY_IDLE_SECONDS). */
const idleSeconds = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 10);
/** Seconds of load before the loaded RSS is read (BENCH_MEMORY_SECONDS). */
const loadSeconds = Number(process.env.BENCH_MEMORY_SECONDS ?? 10);
const clients = 8;
const departures = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

function rssMegabytes(pid: number): number {
  return Math.round(
    Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" })) / 1024,
  );
}

/** Runs the built server and waits for /health; a minute at most. */
async function startBuiltServer(env: NodeJS.ProcessEnv, port: number) {
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: serverRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become ready:\n${log}`);
    }
    await sleep(100);
  }
  return { url, pid: child.pid!, stop };
}

/** A company with a published experience and departures with room for the whole load. */
async function stage(url: string) {
  const staff = new HttpSession(url);
  const { tenant, project, experienceId, categoryId } = await benchCompany(staff, 100000);
  const eventIds: string[] = [];
  for (let i = 0; i < departures; i++) {
    const start = new Date(Date.now() + (1 + i / 2) * 864e5);
    start.setUTCMinutes(0, 0, 0);
    const event = await json<{ id: string }>(
      await staff.send("POST", `/${tenant}/api/${project}/events`, {
        experienceId,
        start: start.toISOString(),
        capacity: 100000,
      }),
      "event",
    );
    eventIds.push(event.id);
  }
  return { staff, tenant, project, categoryId, eventIds };
}

/** `clients` callers for `loadSeconds`: one request in four a storefront booking, the rest staff reads. */
async function load(url: string, s: Awaited<ReturnType<typeof stage>>) {
  const month = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 31 * 864e5).toISOString()}`;
  const until = performance.now() + loadSeconds * 1000;
  let requests = 0;
  let bookings = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < until; i++) {
        let response: Response;
        if (i % 4 === 0) {
          response = await fetch(`${url}/${s.tenant}/api/public/bookings`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              items: [{ eventId: s.eventIds[i % departures], ticketCategoryId: s.categoryId, quantity: 1 }],
              customer: { name: `Guest ${i}`, email: `guest${i}@example.com` },
              acceptTerms: true,
            }),
          });
          if (response.status === 201) bookings += 1;
        } else if (i % 4 === 1) {
          response = await s.staff.send("GET", `/api/user/authenticate/${s.tenant}/getUser`);
        } else {
          response = await s.staff.send("GET", `/${s.tenant}/api/${s.project}/events?${month}`);
        }
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${response.url} answered ${response.status}`);
        requests += 1;
      }
    }),
  );
  return { requests, bookings };
}

async function measure(label: string, databaseUrl: string | undefined): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "stund-bench-memory-"));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // As `npm start` runs it: outside production, so the embedded database gets the demo seed.
    NODE_ENV: "",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? "",
    // Every booking comes from this one address: the per-caller limits would refuse most of them.
    PUBLIC_RATE_LIMIT_SCALE: "100000",
  };
  try {
    let started = performance.now();
    const prepared = spawnSync(process.execPath, ["dist/prepare.js"], {
      cwd: serverRoot,
      env,
      encoding: "utf8",
    });
    if (prepared.status !== 0) throw new Error(`prepare step failed:\n${prepared.stdout}${prepared.stderr}`);
    const prepareTime = seconds(started);
    started = performance.now();
    const server = await startBuiltServer(env, port);
    const readyTime = seconds(started);
    try {
      await sleep(idleSeconds * 1000);
      const idle = rssMegabytes(server.pid);
      const work = await load(server.url, await stage(server.url));
      const loaded = rssMegabytes(server.pid);
      console.log(
        `${label.padEnd(28)} prepared in ${prepareTime} s, ready ${readyTime} s later; idle ${idle} MB; ` +
          `after ${loadSeconds} s of load (${work.requests} requests, ${work.bookings} bookings) ${loaded} MB`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * RSS of a fresh server process on the embedded database (unless BENCH_PGLITE=0) and, given a
 * PostgreSQL server, on a database of its own there, made and dropped here.
 */
export async function benchMemory(serverUrl: string | undefined): Promise<void> {
  console.log("\nMemory of one server process, started as npm start starts it (RSS from ps)");
  execFileSync("npm", ["run", "build", "--silent"], {
    cwd: serverRoot,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (process.env.BENCH_PGLITE !== "0") await measure("embedded database (PGlite)", undefined);
  if (!serverUrl) return;
  const name = `stund_bench_memory_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await withPgClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await measure("PostgreSQL", url.toString());
  } finally {
    await withPgClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
