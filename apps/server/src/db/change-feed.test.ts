import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addTenantRole, createTenant } from "../../test/factories";
import {
  createTestApp,
  signedInClient,
  testOrigin,
  type TestApp,
  type TestClient,
} from "../../test/test-app";
import { eventsProject, insertEvent, insertExperience } from "../../test/fixtures/event-test-support";
import { accessTopic, availabilityTopic } from "./change-feed";
import { listenerName } from "./pg-listener";
import { events } from "./schema/catalogue";
import { paymentSettings } from "./schema/payment-settings";
import { publicDeparture } from "../../test/fixtures/public-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A request straight to the app, without waiting for the change feed as the test client does. */
function rawGet(client: TestClient, url: string) {
  return t.app.inject({ method: "GET", url, headers: { cookie: client.cookie, origin: testOrigin } });
}

const range = `from=${new Date(Date.now() + 864e5).toISOString()}&to=${new Date(Date.now() + 5 * 864e5).toISOString()}`;

describe("the change feed", () => {
  it("hears what the database's triggers announce: access anywhere, and each company's availability", async () => {
    const feed = t.app.changeFeed;
    const a = await eventsProject(t);
    const b = await eventsProject(t);
    const experienceId = await insertExperience(t.database.db, a.scope, { capacity: 10 });
    const eventId = await insertEvent(t.database.db, a.scope, {
      experienceId,
      start: new Date(Date.now() + 3 * 864e5),
      capacity: 10,
    });
    await feed.settle();
    const before = {
      access: feed.stamp(accessTopic),
      a: feed.stamp(availabilityTopic(a.scope.tenantId)),
      b: feed.stamp(availabilityTopic(b.scope.tenantId)),
    };
    expect(before.access).not.toBeNull();

    await t.database.db.update(events).set({ capacity: 8 }).where(eq(events.id, eventId));
    await feed.settle();
    expect(feed.isCurrent(availabilityTopic(a.scope.tenantId), before.a!)).toBe(false);
    expect(feed.isCurrent(availabilityTopic(b.scope.tenantId), before.b!)).toBe(true);
    expect(feed.isCurrent(accessTopic, before.access!)).toBe(true);

    const stranger = await signedInClient(t.app, "Stranger");
    const tenant = await createTenant(t.database.db, stranger.userId);
    const access = feed.stamp(accessTopic)!;
    await addTenantRole(t.database.db, tenant.id, a.owner.userId, "ApplicationManager");
    await feed.settle();
    expect(feed.isCurrent(accessTopic, access)).toBe(false);

    // Payment settings are access data too: every process keeps each company's broker.
    const brokers = feed.stamp(accessTopic)!;
    await t.database.db
      .insert(paymentSettings)
      .values({ tenantId: tenant.id, broker: "None", payoutTiming: "Daily" });
    await feed.settle();
    expect(feed.isCurrent(accessTopic, brokers)).toBe(false);
  });

  it("drops only the company's availability when a customer books, not what is kept about access", async () => {
    const d = await publicDeparture(t, 4);
    await t.app.changeFeed.settle();
    const access = t.app.changeFeed.stamp(accessTopic);
    const seats = t.app.changeFeed.stamp(availabilityTopic(d.scope.tenantId));
    expect((await d.book(1)).statusCode).toBe(201);
    expect(t.app.changeFeed.isCurrent(availabilityTopic(d.scope.tenantId), seats!)).toBe(false);
    expect(t.app.changeFeed.isCurrent(accessTopic, access!)).toBe(true);
  });

  it("lets the app's own writes show in the very next read, before any announcement arrives", async () => {
    const p = await eventsProject(t);
    const experienceId = await insertExperience(t.database.db, p.scope, { capacity: 10 });
    const list = `${p.api}/events?${range}`;
    expect((await p.owner.get(list)).json()).toEqual([]);
    expect((await rawGet(p.owner, list)).json()).toEqual([]);
    const created = await p.owner.post(`${p.api}/events`, {
      experienceId,
      start: new Date(Date.now() + 2 * 864e5).toISOString(),
    });
    expect(created.statusCode).toBe(201);
    expect((await rawGet(p.owner, list)).json()).toHaveLength(1);

    const projects = `${p.tenant.api}/project`;
    expect((await rawGet(p.owner, projects)).statusCode).toBe(200);
    const session = p.owner.cookie;
    expect((await p.owner.post("/api/user/authenticate/logout")).statusCode).toBeLessThan(300);
    const afterSignOut = await t.app.inject({
      method: "GET",
      url: projects,
      headers: { cookie: session, origin: testOrigin },
    });
    expect(afterSignOut.statusCode).toBe(401);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "stops keeping answers when its connection is lost, and forgets them all when it is back",
    async () => {
      const feed = t.app.changeFeed;
      const before = feed.stamp(accessTopic);
      expect(before).not.toBeNull();
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = ${listenerName} and datname = current_database()`,
      );
      await expect.poll(() => feed.stamp(accessTopic), { timeout: 5000 }).toBeNull();
      await expect.poll(() => feed.stamp(accessTopic), { timeout: 10_000 }).not.toBeNull();
      expect(feed.stamp(accessTopic)).not.toBe(before);
      await feed.settle();
    },
  );
});
