import { randomUUID } from "node:crypto";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { loadConfig, type AppConfig } from "../src/config/config";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../src/db/database";
import { buildApp } from "../src/app";

export const testOrigin = "http://localhost:80";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A real app on a real database: PGlite in memory, or, when TEST_DATABASE_URL is set, a fresh
 * PostgreSQL database made for this test file and dropped afterwards.
 */
export async function createTestApp(
  settings: Partial<AppConfig> = {},
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  if (serverUrl) {
    const name = `stund_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase({ databaseUrl });
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
      await dropDatabase?.();
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
