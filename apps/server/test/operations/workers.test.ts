import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { withPgClient } from "../support/with-pg-client";
import { spawnServer, type SpawnedServer } from "../support/server-process";
import { logLines } from "./log-lines";

const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "stund-workers-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("WORKERS on the embedded database", () => {
  it("refuses to start, saying why", async () => {
    const server = await spawnServer({ WORKERS: "2", DATA_DIR: dataDir });
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.output()).toContain("WORKERS=2 needs PostgreSQL (DATABASE_URL)");
  }, 30_000);
});

describe.runIf(Boolean(serverUrl))("WORKERS=2 on PostgreSQL", () => {
  const name = `stund_workers_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  let server: SpawnedServer;
  const lines = () => logLines(server.output());
  const workerPids = () =>
    lines()
      .filter((line) => line.role === "primary" && line.msg === "worker listening")
      .map((line) => line.workerPid as number);

  beforeAll(async () => {
    await withPgClient(serverUrl!, (client) => client.query(`create database ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    server = await spawnServer({
      WORKERS: "2",
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      JOB_INTERVAL_SECONDS: "1",
    });
    await server.healthy();
    await vi.waitFor(() => expect(workerPids()).toHaveLength(2), { timeout: 30_000, interval: 200 });
  }, 120_000);

  afterAll(async () => {
    server?.signal("SIGKILL");
    for (const pid of workerPids()) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    await withPgClient(serverUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
  }, 60_000);

  it("migrates in the primary alone, before any worker runs", () => {
    const all = lines();
    const prepared = all.filter((line) => line.msg === "database prepared; starting the workers");
    expect(prepared).toHaveLength(1);
    const primaryPid = prepared[0]!.pid;
    const firstWorkerLine = all.findIndex((line) => line.pid !== primaryPid);
    expect(firstWorkerLine).toBeGreaterThan(all.indexOf(prepared[0]!));
    expect(new Set(all.map((line) => line.pid)).size).toBe(3);
  });

  it("answers /metrics from any worker with the figures of both", async () => {
    for (let i = 0; i < 20; i += 1) expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const scrape = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      const line = text
        .split("\n")
        .find((l) => l.startsWith('stund_http_request_duration_seconds_count{route="/health",method="GET"'));
      return { text, health: Number(line?.split(" ")[1] ?? 0) };
    };
    // The job runners' first round may still be going on a busy machine.
    await expect
      .poll(async () => (await scrape()).text, { timeout: 20_000 })
      .toMatch(/stund_jobs_run_total\{job="expireHolds",outcome="success"\} \d+/);
    for (let i = 0; i < 4; i += 1) {
      const { text, health } = await scrape();
      // The health checks before start-up was over count too; never fewer than these 20.
      expect(health).toBeGreaterThanOrEqual(20);
      expect(text).toMatch(/stund_database_pool_max 16\n/);
      expect(text).toMatch(/stund_jobs_run_total\{job="expireHolds",outcome="success"\} \d+/);
    }
  });

  it("replaces a worker that dies and keeps serving meanwhile", async () => {
    const [victim] = workerPids();
    process.kill(victim!, "SIGKILL");
    await expect
      .poll(() => lines().some((line) => line.msg === "worker died; starting another in 1 s"), {
        timeout: 10_000,
      })
      .toBe(true);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    await expect.poll(() => workerPids().length, { timeout: 60_000 }).toBe(3);
    expect((await fetch(`${server.url}/ready`)).status).toBe(200);
  }, 90_000);

  it("passes SIGTERM on to the workers and exits 0 when they have drained", async () => {
    const signalled = performance.now();
    server.signal("SIGTERM");
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(performance.now() - signalled).toBeLessThan(12_000);
    const drained = lines().filter((line) => line.msg === "drained; exiting");
    expect(drained).toHaveLength(2);
    expect(lines().some((line) => line.msg === "all workers stopped" && line.failed === false)).toBe(true);
  }, 30_000);
});
