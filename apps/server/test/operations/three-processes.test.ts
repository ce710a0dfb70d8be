import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type pg from "pg";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hubPaths } from "@stund/shared/contracts/realtime";
import { openDatabase, type DatabaseHandle } from "../../src/db/database";
import { emailOutbox } from "../../src/db/schema/emails";
import { startSmtpServer, type TestSmtpServer } from "../../src/modules/messaging/emails/smtp-test-server";
import { createTenant, makeSuperAdmin } from "../factories";
import { connectHub, recordEvents } from "../realtime/hub-client";
import { uniqueEmail } from "../test-app";
import { HttpSession, startServer, type RunningServer } from "../support/server-process";
import { withPgClient } from "../support/with-pg-client";

const serverUrl = process.env.TEST_DATABASE_URL;

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Three server processes on one PostgreSQL database, each running the jobs every half second:
 * what a job does happens once, a hub event reaches clients of every process, and bookings made
 * through all three at once never take more seats than there are.
 */
describe.runIf(Boolean(serverUrl))("three server processes on one database", () => {
  const name = `stund_three_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  let dataDir = "";
  let databaseUrl = "";
  let smtp: TestSmtpServer;
  let database: DatabaseHandle;
  const servers: RunningServer[] = [];
  const sockets: Socket[] = [];
  const query = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    withPgClient(databaseUrl, async (client) => (await client.query<T>(text, values)).rows);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "stund-three-"));
    await withPgClient(serverUrl!, (client) => client.query(`create database ${name}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    smtp = await startSmtpServer();
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JOB_INTERVAL_SECONDS: "0.5",
      SMTP_URL: smtp.url,
      // Every attempt comes from this one address: the per-caller limits would refuse most.
      PUBLIC_RATE_LIMIT_SCALE: "100000",
    };
    // One first, so the other two find the database migrated (they would also wait for its lock).
    servers.push(await startServer(env));
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    database = await openDatabase({ databaseUrl });
  }, 180_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.close();
    await smtp?.close();
    await withPgClient(serverUrl!, (client) => client.query(`drop database if exists ${name} with (force)`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("sends each email of the outbox once, though all three deliver at once", async () => {
    const owner = new HttpSession(servers[0]!.url);
    const tenant = await createTenant(database.db, await owner.signUp(uniqueEmail("mailer"), "Mailer"));
    const rows = Array.from({ length: 40 }, (_, i) => ({
      tenantId: tenant.id,
      kind: `OperationsTest${i}`,
      to: `guest${i}@example.com`,
      subject: `Email ${i}`,
      text: `Email ${i}`,
      html: `<p>Email ${i}</p>`,
    }));
    const inserted = await database.db.insert(emailOutbox).values(rows).returning({ id: emailOutbox.id });
    const ids = inserted.map((row) => row.id);
    await vi.waitFor(
      async () => {
        const [row] = await query<{ sent: number }>(
          "select count(*)::int as sent from email_outbox where id = any($1::uuid[]) and status = 'Sent'",
          [ids],
        );
        expect(row!.sent).toBe(40);
      },
      { timeout: 30_000, interval: 200 },
    );
    const ours = smtp.received.filter((email) => email.subject.startsWith("Email "));
    expect(ours).toHaveLength(40);
    expect(new Set(ours.map((email) => email.messageId)).size).toBe(40);
  }, 60_000);

  it("delivers an event raised on one process to clients of the other two", async () => {
    const [processA, processB, processC] = servers as [RunningServer, RunningServer, RunningServer];
    const publisher = new HttpSession(processA.url);
    await makeSuperAdmin(database.db, await publisher.signUp(uniqueEmail("admin"), "Super Admin"));
    const tabs: Socket[] = [];
    for (const server of [processB, processC]) {
      const reader = new HttpSession(server.url);
      await reader.signUp(uniqueEmail("reader"), "Reader");
      tabs.push(await connectHub(server.url, hubPaths.userTerms, { cookie: reader.cookie }));
    }
    sockets.push(...tabs);
    const received = Promise.all(tabs.map((tab) => recordEvents(tab).next("TermsUpdated", 15_000)));
    const published = await publisher.send("POST", "/api/UserTerms/documents/TermsAndConditions", {
      content: "Terms seen on every process",
    });
    expect(published.status).toBe(201);
    await received;
  }, 60_000);

  it("sells exactly the seats there are to 60 attempts spread over the three, and expires each hold once", async () => {
    const owner = new HttpSession(servers[0]!.url);
    await owner.signUp(uniqueEmail("owner"), "Owner");
    const identifier = `three-${randomUUID().slice(0, 8)}`;
    await json(
      await owner.send("POST", "/api/tenants", { name: "Three Tours", identifier, companyInfo: {} }),
      "tenant",
    );
    const { id: project } = await json<{ id: string }>(
      await owner.send("POST", `/${identifier}/api/project`, { Name: "Harbour" }),
      "project",
    );
    const experience = await json<{ id: string; ticketCategories: { id: string }[] }>(
      await owner.send("POST", `/${identifier}/api/${project}/experiences`, {
        name: "Whale Watching",
        ticketCategories: [{ name: "Adult", price: 9900 }],
        capacity: 10,
        durationMinutes: 180,
        status: "Published",
      }),
      "experience",
    );
    const start = new Date(Date.now() + 3 * 864e5);
    start.setUTCMinutes(0, 0, 0);
    const { id: eventId } = await json<{ id: string }>(
      await owner.send("POST", `/${identifier}/api/${project}/events`, {
        experienceId: experience.id,
        start: start.toISOString(),
        capacity: 10,
      }),
      "event",
    );

    const attempt = async (index: number) => {
      const response = await fetch(`${servers[index % 3]!.url}/${identifier}/api/public/bookings`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          items: [{ eventId, ticketCategoryId: experience.ticketCategories[0]!.id, quantity: 1 }],
          customer: { name: `Guest ${index}`, email: `guest${index}@example.com` },
          acceptTerms: true,
        }),
      });
      await response.arrayBuffer();
      return { status: response.status, process: index % 3 };
    };
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => attempt(index)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    const [taken] = await query<{ held: number; sold: number }>(
      `select coalesce(sum(seats) filter (where status = 'Pending' and expires_at > now()), 0)::int as held,
         (select seats_sold from events where id = $1) as sold
       from bookings where event_id = $1`,
      [eventId],
    );
    expect(taken!.held + taken!.sold).toBe(10);

    // The holds run out now; whichever processes' jobs get to them, each is expired once.
    await query("update bookings set expires_at = now() - interval '1 second' where event_id = $1", [
      eventId,
    ]);
    await vi.waitFor(
      async () => {
        const [row] = await query<{ pending: number }>(
          "select count(*)::int as pending from bookings where event_id = $1 and status = 'Pending'",
          [eventId],
        );
        expect(row!.pending).toBe(0);
      },
      { timeout: 30_000, interval: 200 },
    );
    const history = await query<{ booking_id: string; lines: number }>(
      `select h.booking_id, count(*)::int as lines from booking_history h
       join bookings b on b.id = h.booking_id
       where b.event_id = $1 and h.action = 'Expired' group by h.booking_id`,
      [eventId],
    );
    expect(history).toHaveLength(10);
    expect(history.every((row) => row.lines === 1)).toBe(true);
  }, 120_000);
});
