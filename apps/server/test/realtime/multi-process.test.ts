import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubPaths } from "@stund/shared/contracts/realtime";
import { openDatabase, type DatabaseHandle } from "../../src/db/database";
import { addProjectRole, createTenant, makeSuperAdmin } from "../factories";
import { uniqueEmail } from "../test-app";
import { connectHub, recordEvents } from "./hub-client";
import { HttpSession, startServer, type RunningServer } from "../support/server-process";
import { withPgClient } from "../support/with-pg-client";

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * Two server processes on one PostgreSQL database: hub events, and the changes that end kept
 * answers, must cross from one to the other.
 */
describe.runIf(Boolean(serverUrl))("real-time hubs across server processes", () => {
  const name = `stund_hubs_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  let dataDir = "";
  const servers: RunningServer[] = [];
  const sockets: Socket[] = [];
  let database: DatabaseHandle | undefined;

  const admin = <T>(work: (client: pg.Client) => Promise<T>) => withPgClient(serverUrl!, work);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "stund-hubs-"));
    await admin((client) => client.query(`create database ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    database = await openDatabase({ databaseUrl: url.toString() });
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("delivers UserUpdated caused on process B to the user's client on process A, and to nobody else", async () => {
    const [processA, processB] = servers as [RunningServer, RunningServer];
    const db = database!.db;
    const owner = new HttpSession(processB.url);
    const ownerId = await owner.signUp(uniqueEmail("owner"), "Owner");
    const tenant = await createTenant(db, ownerId);
    const created = await owner.send("POST", `${tenant.api}/project`, { Name: "Across Processes" });
    expect(created.status).toBe(201);
    const projectId = ((await created.json()) as { id: string }).id;

    const member = new HttpSession(processA.url);
    const memberId = await member.signUp(uniqueEmail("member"), "Member");
    await addProjectRole(db, tenant.id, projectId, memberId, "ProjectManager");

    const memberSocket = await connectHub(processA.url, hubPaths.adminNotifications, {
      cookie: member.cookie,
    });
    const ownerSocket = await connectHub(processA.url, hubPaths.adminNotifications, { cookie: owner.cookie });
    sockets.push(memberSocket, ownerSocket);
    const memberEvents = recordEvents(memberSocket);
    const ownerEvents = recordEvents(ownerSocket);

    const received = memberEvents.next("UserUpdated", 15_000);
    const deleted = await owner.send("DELETE", `${tenant.api}/project/${projectId}`);
    expect(deleted.status).toBe(200);
    await received;
    expect(memberEvents.count("UserUpdated")).toBe(1);
    expect(ownerEvents.count("UserUpdated")).toBe(0);
  });

  it("delivers TermsUpdated published on process B to every signed-in client on process A", async () => {
    const [processA, processB] = servers as [RunningServer, RunningServer];
    const publisher = new HttpSession(processB.url);
    await makeSuperAdmin(database!.db, await publisher.signUp(uniqueEmail("admin"), "Super Admin"));
    const readers = [new HttpSession(processA.url), new HttpSession(processA.url)];
    for (const reader of readers) await reader.signUp(uniqueEmail("reader"), "Reader");
    const tabs = await Promise.all(
      readers.map((reader) => connectHub(processA.url, hubPaths.userTerms, { cookie: reader.cookie })),
    );
    sockets.push(...tabs);
    const received = Promise.all(tabs.map((tab) => recordEvents(tab).next("TermsUpdated", 15_000)));
    const published = await publisher.send("POST", "/api/UserTerms/documents/TermsAndConditions", {
      content: "New terms",
    });
    expect(published.status).toBe(201);
    await received;
  });

  it("tells a calendar open on process A that seats changed through process B", async () => {
    const [processA, processB] = servers as [RunningServer, RunningServer];
    const owner = new HttpSession(processB.url);
    const ownerId = await owner.signUp(uniqueEmail("owner"), "Owner");
    const tenant = await createTenant(database!.db, ownerId);
    const created = await owner.send("POST", `${tenant.api}/project`, { Name: "Live Calendar" });
    const projectId = ((await created.json()) as { id: string }).id;
    const api = `${tenant.api}/${projectId}`;
    const experience = await owner.send("POST", `${api}/experiences`, {
      name: "Harbour Cruise",
      ticketCategories: [{ name: "Adult", price: 9900 }],
      capacity: 20,
      durationMinutes: 60,
    });
    const experienceId = ((await experience.json()) as { id: string }).id;
    const start = new Date(Date.now() + 864e5).toISOString();
    const event = await owner.send("POST", `${api}/events`, { experienceId, start });
    expect(event.status).toBe(201);
    const eventId = ((await event.json()) as { id: string }).id;

    const socket = await connectHub(processA.url, hubPaths.availability, { cookie: owner.cookie });
    sockets.push(socket);
    const watched = (await socket.timeout(5_000).emitWithAck("watch", {
      tenant: tenant.identifier,
      project: projectId,
    })) as { ok: boolean };
    expect(watched.ok).toBe(true);
    // The calendar on process A has read the day, so process A keeps that answer…
    const reader = new HttpSession(processA.url);
    reader.cookie = owner.cookie;
    const day = `${api}/events?from=${start}&to=${new Date(Date.parse(start) + 864e5).toISOString()}`;
    const statusOnA = async () => {
      const response = await reader.send("GET", day);
      expect(response.status).toBe(200);
      return ((await response.json()) as { status: string }[])[0]?.status;
    };
    expect(await statusOnA()).toBe("Active");
    expect(await statusOnA()).toBe("Active");

    const changed = new Promise<unknown>((resolve) => socket.once("AvailabilityChanged", resolve));
    expect((await owner.send("POST", `${api}/events/${eventId}/close`)).status).toBe(200);
    expect(await changed).toEqual({ projectId, eventIds: [eventId] });
    // …until the change made through process B is announced to it.
    await expect.poll(statusOnA, { timeout: 2000, interval: 20 }).toBe("Closed");

    // Signing out through process B ends the session on process A too.
    expect((await owner.send("POST", "/api/user/authenticate/logout")).status).toBeLessThan(300);
    await expect
      .poll(async () => (await reader.send("GET", day)).status, { timeout: 2000, interval: 20 })
      .toBe(401);
  });

  it("refuses an unauthenticated socket on either process", async () => {
    for (const server of servers) {
      await expect(connectHub(server.url, hubPaths.userTerms)).rejects.toThrow();
    }
  });
});
