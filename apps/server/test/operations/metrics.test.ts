import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { emailOutbox } from "../../src/db/schema/emails";
import { runDueJobs } from "../../src/modules/jobs/jobs/due-jobs";
import { scriptedRapyd } from "../../src/modules/jobs/jobs/job-test-support";
import { publicDeparture } from "../fixtures/public-test-support";
import { createTestApp, type TestApp } from "../test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const scrape = (app: FastifyInstance, remoteAddress = "127.0.0.1", headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: "/metrics", remoteAddress, headers });

/** The value of one sample line, e.g. `stund_holds_active` or `name{label="x"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("/metrics without METRICS_TOKEN", () => {
  it("answers callers on this machine or a private network, by the connection's own address", async () => {
    for (const address of [
      "127.0.0.1",
      "::1",
      "10.1.2.3",
      "172.20.0.9",
      "192.168.1.20",
      "::ffff:10.0.0.5",
      "fd12::7",
    ])
      expect((await scrape(t.app, address)).statusCode, address).toBe(200);
  });

  it("is not found from a public address, whatever X-Forwarded-For claims", async () => {
    for (const address of ["203.0.113.5", "172.32.0.1", "2001:db8::1", "::ffff:8.8.8.8"]) {
      const refused = await scrape(t.app, address, { "x-forwarded-for": "127.0.0.1" });
      expect(refused.statusCode, address).toBe(404);
      expect(refused.headers["content-type"]).toContain("application/problem+json");
      expect(refused.json()).toMatchObject({ status: 404, title: "Not found" });
      expect(refused.body).not.toContain("stund_");
    }
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      config: { ...t.app.config, metricsToken: "scrape-secret" },
      database: t.database,
    });
    await app.ready();
  });
  afterAll(async () => app.close());

  it("answers only the bearer of the token, from any address", async () => {
    const missing = await scrape(app);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers["www-authenticate"]).toContain("Bearer");
    expect(missing.json()).toMatchObject({ status: 401, title: "A valid metrics token is required" });
    expect((await scrape(app, "127.0.0.1", { authorization: "Bearer scrape-secreT" })).statusCode).toBe(401);
    expect((await scrape(app, "127.0.0.1", { authorization: "Basic scrape-secret" })).statusCode).toBe(401);
    const allowed = await scrape(app, "203.0.113.5", { authorization: "Bearer scrape-secret" });
    expect(allowed.statusCode).toBe(200);
  });
});

describe("what /metrics reports", () => {
  it("times requests by route template, method and status class, never by raw URL", async () => {
    await t.app.inject({ method: "GET", url: "/health" });
    await t.app.inject({ method: "GET", url: "/api/no-such-company/here?secret=1" });
    await t.app.inject({ method: "PROPFIND", url: "/health" });
    const text = (await scrape(t.app)).body;
    expect(text).toContain("# TYPE stund_http_request_duration_seconds histogram");
    expect(
      sample(
        text,
        'stund_http_request_duration_seconds_count{route="/health",method="GET",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /stund_http_request_duration_seconds_count\{route="unmatched",method="GET",status_class="4xx"\}/,
    );
    expect(text).not.toContain("no-such-company");
    expect(text).not.toContain("PROPFIND");
    expect(text).toContain('method="OTHER"');
  });

  it("counts bookings made, reads the holds and the outbox depth at scrape time", async () => {
    const departure = await publicDeparture(t, 5);
    const before = (await scrape(t.app)).body;
    expect((await departure.book(2)).statusCode).toBe(201);
    await t.database.db.insert(emailOutbox).values({
      tenantId: departure.tenant.id,
      kind: "MetricsTest",
      to: "guest@example.com",
      subject: "Waiting",
      text: "",
      html: "",
    });
    const text = (await scrape(t.app)).body;
    const created = 'stund_bookings_created_total{channel="public"}';
    expect(sample(text, created)).toBe((sample(before, created) ?? 0) + 1);
    expect(sample(text, "stund_holds_active")).toBe((sample(before, "stund_holds_active") ?? 0) + 1);
    expect(sample(text, "stund_email_outbox_pending")).toBeGreaterThanOrEqual(
      (sample(before, "stund_email_outbox_pending") ?? 0) + 1,
    );
  });

  it("counts job runs by job and outcome, the database's connections, and the event-loop lag", async () => {
    await runDueJobs(t.app.db, {
      rapyd: scriptedRapyd().client,
      onJobRun: (run) => t.app.metrics.jobRan(run),
    });
    const text = (await scrape(t.app)).body;
    for (const job of ["expireTrials", "renewSubscriptions", "expireHolds", "deliverEmails"])
      expect(sample(text, `stund_jobs_run_total{job="${job}",outcome="success"}`), job).toBe(1);
    if (t.database.kind === "pglite") {
      expect(sample(text, "stund_database_pool_total")).toBe(1);
      expect(sample(text, "stund_database_pool_max")).toBe(1);
    } else {
      expect(sample(text, "stund_database_pool_total")).toBeGreaterThanOrEqual(1);
      expect(sample(text, "stund_database_pool_max")).toBe(t.database.pool!.options.max);
    }
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");
    expect(text).toContain("process_resident_memory_bytes");
  });
});
