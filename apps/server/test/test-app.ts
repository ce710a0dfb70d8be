import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { FastifyInstance, InjectOptions } from "fastify";
import { inject } from "vitest";
import { loadConfig, type AppConfig } from "../src/config/config";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../src/db/database";
import { buildApp } from "../src/app";
import { withPgClient } from "./support/with-pg-client";

export const testOrigin = "http://localhost:80";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The migrated template this run's global set-up made, if any (see support/migrated-template.ts). */
function templates(): { pgliteFile: string; postgres: string } {
  try {
    return { pgliteFile: inject("pgliteTemplateFile"), postgres: inject("postgresTemplate") };
  } catch {
    return { pgliteFile: "", postgres: "" };
  }
}

/** A database of this file's own on the PostgreSQL server, copied from the template when there is one. */
async function createPostgresDatabase(serverUrl: string, template: string) {
  const name = `stund_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await withPgClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ""}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () =>
      withPgClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * A real app on a real database: PGlite in memory, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database made for this test file and dropped afterwards. Both start as a copy of
 * the run's migrated template; the migrations then find nothing left to do.
 */
export async function createTestApp(
  settings: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = templates();
  const own = serverUrl ? await createPostgresDatabase(serverUrl, template.postgres) : undefined;
  const pgliteDump =
    !serverUrl && template.pgliteFile ? new Blob([fs.readFileSync(template.pgliteFile)]) : undefined;
  const database = await openDatabase({ databaseUrl: own?.databaseUrl, pgliteDump });
  await migrateDatabase(database);
  const config = { ...loadConfig({}), production: false, ...settings };
  const app = await buildApp({ config, database });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await own?.drop();
    },
  };
}

/** A browser-like caller: keeps its session cookie and sends the Origin and CSRF headers. */
export class TestClient {
  cookie = "";
  constructor(readonly app: FastifyInstance) {}

  async request(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    extra: Partial<InjectOptions> = {},
  ) {
    const headers: Record<string, string> = {
      origin: testOrigin,
      host: "localhost:80",
      "x-stund-request": "1",
    };
    if (this.cookie) headers.cookie = this.cookie;
    // What the test wrote straight in the database reaches the app through its change feed, as
    // another process's writes do; the caller comes once the app has heard all of it.
    await this.app.changeFeed.settle();
    const response = await this.app.inject({
      method,
      url,
      headers: { ...headers, ...(extra.headers as Record<string, string> | undefined) },
      ...(payload !== undefined ? { payload: payload as InjectOptions["payload"] } : {}),
      ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
    });
    const setCookie = response.cookies.find((c) => c.name === "stund_session");
    if (setCookie) this.cookie = setCookie.value ? `stund_session=${setCookie.value}` : "";
    return response;
  }
  get(url: string) {
    return this.request("GET", url);
  }
  post(url: string, body?: unknown) {
    return this.request("POST", url, body ?? {});
  }
  put(url: string, body?: unknown) {
    return this.request("PUT", url, body ?? {});
  }
  delete(url: string, body?: unknown) {
    return this.request("DELETE", url, body);
  }
}

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Signs up a fresh user and returns a client holding their session. */
export async function signedInClient(
  app: FastifyInstance,
  name = "Test User",
): Promise<TestClient & { email: string; userId: string }> {
  const client = new TestClient(app) as TestClient & { email: string; userId: string };
  client.email = uniqueEmail();
  const response = await client.post("/api/user/authenticate/signup", {
    email: client.email,
    password: "correct horse battery",
    name,
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  client.userId = response.json<{ id: string }>().id;
  return client;
}
