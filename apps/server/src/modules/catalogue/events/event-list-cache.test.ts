import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { assets, events } from "../../../db/schema/catalogue";
import {
  eventsProject,
  insertAsset,
  insertBooking,
  insertEvent,
  insertExperience,
  needAsset,
} from "../../../../test/fixtures/event-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const start = new Date(Date.now() + 3 * 864e5);
const range = `from=${new Date(Date.now() + 864e5).toISOString()}&to=${new Date(Date.now() + 5 * 864e5).toISOString()}`;

/**
 * The kept answers of the events list must follow every write, whoever makes it. The writes here
 * go straight to the database and reach the app through its change feed, as another process's
 * writes would (the test client waits until the feed has heard them).
 */
describe("the events list answer that is kept between reads", () => {
  it("follows writes made outside the events routes, holds that run out and shared pools", async () => {
    const p = await eventsProject(t);
    const db = t.database.db;
    const experienceId = await insertExperience(db, p.scope, { capacity: 10 });
    const eventId = await insertEvent(db, p.scope, { experienceId, start, capacity: 10 });
    const list = async () => {
      const response = await p.owner.get(`${p.api}/events?${range}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      return response.json()[0] as { available: number; held: number; capacity: number; status: string };
    };
    expect(await list()).toMatchObject({ available: 10, held: 0 });
    expect(await list()).toMatchObject({ available: 10 });

    await db.update(events).set({ capacity: 8 }).where(eq(events.id, eventId));
    expect(await list()).toMatchObject({ capacity: 8, available: 8 });

    await insertBooking(db, p.scope, {
      eventId,
      seats: 3,
      status: "Pending",
      expiresAt: new Date(Date.now() + 1200),
    });
    expect(await list()).toMatchObject({ held: 3, available: 5 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await list()).toMatchObject({ held: 0, available: 8 });

    const pool = await insertAsset(db, p.scope.tenantId, { name: "Guide", quantity: 1, seatsPerUnit: 8 });
    await needAsset(db, p.scope.tenantId, { experienceId, assetId: pool, quantity: 1, per: "Person" });
    expect(await list()).toMatchObject({ available: 8 });
    await db.update(assets).set({ seatsPerUnit: 4 }).where(eq(assets.id, pool));
    expect(await list()).toMatchObject({ available: 4 });
  });

  it("sends the same answer gzipped to callers that accept it", async () => {
    const p = await eventsProject(t);
    const experienceId = await insertExperience(t.database.db, p.scope, { capacity: 10 });
    await insertEvent(t.database.db, p.scope, { experienceId, start, capacity: 10 });
    const url = `${p.api}/events?${range}`;
    const plain = await p.owner.get(url);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (let i = 0; i < 2; i++) {
      const zipped = await p.owner.request("GET", url, undefined, {
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers["content-type"]).toMatch(/^application\/json/);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
  });
});
