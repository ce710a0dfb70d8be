import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config/config";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../../src/db/database";

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  app = await buildApp({ config: { ...loadConfig({}), production: false }, database });
  await app.ready();
});
// The database is closed by the last test.
afterAll(async () => app.close());

describe("/ready and /health", () => {
  it("is ready while the database answers", async () => {
    const ready = await app.inject({ method: "GET", url: "/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("is not ready while the server drains, though still alive", async () => {
    app.lifecycle.draining = true;
    try {
      const draining = await app.inject({ method: "GET", url: "/ready" });
      expect(draining.statusCode).toBe(503);
      expect(draining.headers["content-type"]).toContain("application/problem+json");
      expect(draining.json()).toEqual({ status: 503, title: "The server is stopping" });
      expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it("answers 503 with a problem once the database is gone, and /health stays 200", async () => {
    await database.close();
    const started = performance.now();
    const gone = await app.inject({ method: "GET", url: "/ready" });
    expect(gone.statusCode).toBe(503);
    expect(gone.json()).toEqual({ status: 503, title: "The database does not answer" });
    expect(performance.now() - started).toBeLessThan(1500);
    expect((await app.inject({ method: "GET", url: "/health" })).json()).toEqual({ status: "ok" });
  });
});
