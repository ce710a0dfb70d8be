import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubPaths } from "@stund/shared/contracts/realtime";
import { loadConfig } from "../../src/config/config";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "../../src/db/database";
import { buildApp } from "../../src/app";
import { attachHubs } from "../../src/attach-hubs";
import { hubUnauthenticatedMessage } from "../../src/realtime/socket-hubs";
import { signedInClient } from "../test-app";
import { memberClient, ownedTenant } from "../factories";
import { connectHub, recordEvents } from "./hub-client";

/** One process on the embedded database, started the way main.ts starts it. */
let app: FastifyInstance;
let database: DatabaseHandle;
let baseUrl: string;
let closed = false;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  app = await buildApp({ config: { ...loadConfig({}), production: false }, database });
  await attachHubs(app, database);
  await app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  if (!closed) await app.close();
  await database.close();
});

async function connect(path: string, headers: Record<string, string> = {}) {
  const socket = await connectHub(baseUrl, path, headers);
  sockets.push(socket);
  return socket;
}

describe("real-time hubs on one process", () => {
  it("refuses connections without a valid session, from a foreign origin, and on the root namespace", async () => {
    for (const path of Object.values(hubPaths)) {
      await expect(connectHub(baseUrl, path)).rejects.toThrow(hubUnauthenticatedMessage);
      await expect(connectHub(baseUrl, path, { cookie: "stund_session=forged" })).rejects.toThrow(
        hubUnauthenticatedMessage,
      );
    }
    const client = await signedInClient(app);
    await expect(
      connectHub(baseUrl, hubPaths.adminNotifications, {
        cookie: client.cookie,
        origin: "https://evil.example",
      }),
    ).rejects.toThrow();
    await expect(connectHub(baseUrl, "/", { cookie: client.cookie })).rejects.toThrow(
      hubUnauthenticatedMessage,
    );
    const accepted = await connect(hubPaths.adminNotifications, { cookie: client.cookie, origin: baseUrl });
    expect(accepted.connected).toBe(true);
  });

  it("sends UserUpdated and UserDeleted only to that user's sockets", async () => {
    const anna = await signedInClient(app, "Anna");
    const bjorn = await signedInClient(app, "Bjorn");
    const annaTabs = [
      recordEvents(await connect(hubPaths.adminNotifications, { cookie: anna.cookie })),
      recordEvents(await connect(hubPaths.adminNotifications, { cookie: anna.cookie })),
    ];
    const bjornTab = recordEvents(await connect(hubPaths.adminNotifications, { cookie: bjorn.cookie }));

    const annaReceived = Promise.all(annaTabs.map((tab) => tab.next("UserUpdated")));
    app.hubs.userUpdated(anna.userId);
    await annaReceived;
    // Bjorn's own event is queued after Anna's; once it arrives, Anna's would have arrived before it.
    const bjornReceived = bjornTab.next("UserUpdated");
    app.hubs.userUpdated(bjorn.userId);
    await bjornReceived;
    expect(annaTabs.map((tab) => tab.count("UserUpdated"))).toEqual([1, 1]);
    expect(bjornTab.count("UserUpdated")).toBe(1);

    const deleted = bjornTab.next("UserDeleted");
    app.hubs.userDeleted(bjorn.userId);
    await deleted;
    expect(annaTabs.map((tab) => tab.count("UserDeleted"))).toEqual([0, 0]);
  });

  it("tells a project's members when the project is deleted over HTTP", async () => {
    const { owner, tenant, createProject } = await ownedTenant(app, database.db);
    const projectId = await createProject("Ferry Trips");
    const member = await memberClient(app, database.db, tenant.id, {
      project: projectId,
      role: "ProjectHost",
    });
    const memberTab = recordEvents(await connect(hubPaths.adminNotifications, { cookie: member.cookie }));
    const received = memberTab.next("UserUpdated");
    expect((await owner.delete(`${tenant.api}/project/${projectId}`)).statusCode).toBe(200);
    await received;
  });

  it("sends TermsUpdated to every signed-in client", async () => {
    const first = await signedInClient(app);
    const second = await signedInClient(app);
    const tabs = [
      recordEvents(await connect(hubPaths.userTerms, { cookie: first.cookie })),
      recordEvents(await connect(hubPaths.userTerms, { cookie: second.cookie })),
    ];
    const received = Promise.all(tabs.map((tab) => tab.next("TermsUpdated")));
    app.hubs.termsUpdated();
    await received;
  });

  it("closes promptly with clients still connected, and the clients notice", async () => {
    const client = await signedInClient(app);
    const socket = await connect(hubPaths.userTerms, { cookie: client.cookie });
    const disconnected = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    const started = Date.now();
    await app.close();
    closed = true;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await disconnected).toBe("transport close");
  });
});
