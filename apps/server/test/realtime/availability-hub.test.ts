import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubEvents, hubPaths, type AvailabilityChange } from "@stund/shared/contracts/realtime";
import { loadConfig } from "../../src/config/config";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../../src/db/database";
import { buildApp } from "../../src/app";
import { attachHubs } from "../../src/attach-hubs";
import { hubUnauthenticatedMessage } from "../../src/realtime/socket-hubs";
import { signedInClient } from "../test-app";
import { memberClient, ownedTenant } from "../factories";
import { connectHub } from "./hub-client";
import { insertEvent, insertExperience } from "../fixtures/event-test-support";

const serverUrl = process.env.TEST_DATABASE_URL;
let databaseUrl: string | undefined;
let app: FastifyInstance;
let database: DatabaseHandle;
let baseUrl: string;
const sockets: Socket[] = [];
const closing: (() => Promise<void>)[] = [];

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** One server process, started the way main.ts starts it, on the test's database. */
async function startProcess() {
  const handle = await openDatabase({ databaseUrl });
  await migrateDatabase(handle);
  const instance = await buildApp({ config: { ...loadConfig({}), production: false }, database: handle });
  await attachHubs(instance, handle);
  await instance.listen({ port: 0, host: "127.0.0.1" });
  closing.unshift(async () => {
    await instance.close();
    await handle.close();
  });
  return {
    app: instance,
    database: handle,
    url: `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`,
  };
}

beforeAll(async () => {
  const name = `stund_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  if (serverUrl) {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    closing.push(() => admin(`drop database if exists ${name} with (force)`));
  }
  ({ app, database, url: baseUrl } = await startProcess());
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const close of closing) await close();
});

async function connect(cookie: string, url = baseUrl) {
  const socket = await connectHub(url, hubPaths.availability, { cookie });
  sockets.push(socket);
  const changes: AvailabilityChange[] = [];
  socket.on(hubEvents.availabilityChanged, (change: AvailabilityChange) => changes.push(change));
  const watch = (tenant: string, project: string, event: "watch" | "unwatch" = "watch") =>
    socket.timeout(5_000).emitWithAck(event, { tenant, project });
  const next = () =>
    new Promise<AvailabilityChange>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no AvailabilityChanged within 10 s")), 10_000);
      socket.once(hubEvents.availabilityChanged, (change: AvailabilityChange) => {
        clearTimeout(timer);
        resolve(change);
      });
    });
  return { socket, changes, watch, next };
}

async function projectWithEvent() {
  const owned = await ownedTenant(app, database.db);
  const projectId = await owned.createProject("Harbour Cruises");
  const scope = { tenantId: owned.tenant.id, projectId };
  const experienceId = await insertExperience(database.db, scope);
  const eventId = await insertEvent(database.db, scope, { experienceId, start: "2027-06-01T10:00:00Z" });
  return { ...owned, projectId, eventId, url: `${owned.tenant.api}/${projectId}/events/${eventId}` };
}

describe("the availability hub", () => {
  it("refuses sockets without a session", async () => {
    await expect(connectHub(baseUrl, hubPaths.availability)).rejects.toThrow(hubUnauthenticatedMessage);
  });

  it("tells a project's members which events changed, and nobody else", async () => {
    const p = await projectWithEvent();
    const agent = await memberClient(app, database.db, p.tenant.id, {
      project: p.projectId,
      role: "ProjectAgent",
    });
    const colleague = await memberClient(app, database.db, p.tenant.id, {
      project: await p.createProject("Other"),
      role: "ProjectManager",
    });
    const stranger = await signedInClient(app, "Stranger");

    const member = await connect(agent.cookie);
    expect(await member.watch(p.tenant.identifier, "harbour-cruises")).toEqual({
      ok: true,
      projectId: p.projectId,
    });
    const outsiders = [await connect(colleague.cookie), await connect(stranger.cookie)];
    for (const outsider of outsiders) {
      expect(await outsider.watch(p.tenant.identifier, p.projectId)).toEqual({
        ok: false,
        title: "Project not found",
      });
    }
    const strangerOwn = await connect(stranger.cookie);
    expect(await strangerOwn.watch("no-such-company", "x")).toMatchObject({ ok: false });
    expect(await strangerOwn.socket.timeout(5_000).emitWithAck("watch", "nonsense")).toMatchObject({
      ok: false,
    });

    const received = member.next();
    expect((await p.owner.post(`${p.url}/close`)).statusCode).toBe(200);
    expect(await received).toEqual({ projectId: p.projectId, eventIds: [p.eventId] });
    // A second change reaches the member after the first; by then any stray copy would have arrived.
    const again = member.next();
    expect((await p.owner.post(`${p.url}/open`)).statusCode).toBe(200);
    await again;
    for (const outsider of [...outsiders, strangerOwn]) expect(outsider.changes).toEqual([]);
  });

  it("stops telling a socket once it unwatches", async () => {
    const p = await projectWithEvent();
    const first = await connect(p.owner.cookie);
    const second = await connect(p.owner.cookie);
    await first.watch(p.tenant.identifier, p.projectId);
    await second.watch(p.tenant.identifier, p.projectId);
    expect(await first.watch(p.tenant.identifier, p.projectId, "unwatch")).toEqual({
      ok: true,
      projectId: p.projectId,
    });
    const received = second.next();
    app.hubs.availabilityChanged(p.projectId, [p.eventId]);
    await received;
    const receivedAgain = second.next();
    app.hubs.availabilityChanged(p.projectId, []);
    await receivedAgain;
    expect(first.changes).toEqual([]);
    expect(second.changes).toHaveLength(2);
  });

  it("tells the changes of a moment as one notice naming every changed event", async () => {
    const p = await projectWithEvent();
    const watcher = await connect(p.owner.cookie);
    await watcher.watch(p.tenant.identifier, p.projectId);
    const received = watcher.next();
    const other = "7d4a3f0e-2b1c-4e5f-9a8b-1c2d3e4f5a6b";
    app.hubs.availabilityChanged(p.projectId, [p.eventId]);
    app.hubs.availabilityChanged(p.projectId, [other, p.eventId]);
    expect(await received).toEqual({ projectId: p.projectId, eventIds: [p.eventId, other] });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(watcher.changes).toHaveLength(1);
  });

  it.runIf(Boolean(serverUrl))("reaches watchers on another server process", async () => {
    const other = await startProcess();
    const p = await projectWithEvent();
    const watcher = await connect(p.owner.cookie, other.url);
    expect(await watcher.watch(p.tenant.identifier, p.projectId)).toMatchObject({ ok: true });
    const received = watcher.next();
    expect((await p.owner.post(`${p.url}/cancel`)).statusCode).toBe(200);
    expect(await received).toEqual({ projectId: p.projectId, eventIds: [p.eventId] });
  });
});
