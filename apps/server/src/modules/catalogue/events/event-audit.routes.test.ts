import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { auditEntries } from "../../../../test/fixtures/audit-test-support";
import {
  adultCategoryId,
  eventsProject,
  insertBooking,
  insertEvent,
  insertExperience,
} from "../../../../test/fixtures/event-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A departure of Whale Watching (10 seats, 2027-06-01 10:00 on the company's clock, UTC). */
async function departure(values: { seatsSold?: number } = {}) {
  const p = await eventsProject(t);
  const experienceId = await insertExperience(t.database.db, p.scope, { name: "Whale Watching" });
  const id = await insertEvent(t.database.db, p.scope, {
    experienceId,
    start: "2027-06-01T10:00:00Z",
    capacity: 10,
    ...values,
  });
  const entries = (action?: string) => auditEntries(t.database.db, p.tenant.id, action);
  return { ...p, experienceId, id, url: `${p.api}/events/${id}`, entries };
}

const subject = (p: { id: string; projectId: string; owner: { userId: string } }) => ({
  actorId: p.owner.userId,
  actorName: "Owner",
  subjectType: "Event",
  subjectId: p.id,
  subjectLabel: "Whale Watching 2027-06-01 10:00",
  projectId: p.projectId,
});

describe("the audit log of a departure's capacity", () => {
  it("records a capacity change once, with the capacity before and after", async () => {
    const p = await departure();
    const changed = await p.owner.put(p.url, { capacity: 14 });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await p.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ...subject(p),
      area: "Capacity",
      action: "EventCapacityChanged",
      before: { capacity: 10 },
      after: { capacity: 14 },
    });
    // The same capacity again changes nothing and records nothing.
    expect((await p.owner.put(p.url, { capacity: 14 })).statusCode).toBe(200);
    expect(await p.entries()).toHaveLength(1);
  });

  it("records nothing when the change is refused", async () => {
    const p = await departure();
    await insertBooking(t.database.db, p.scope, {
      eventId: p.id,
      seats: 6,
      expiresAt: new Date(Date.now() + 6e5),
    });
    const refused = await p.owner.put(p.url, { capacity: 4 });
    expect(refused.statusCode).toBe(409);
    expect((await p.owner.put(p.url, { capacity: -1 })).statusCode).toBe(400);
    expect(await p.entries()).toEqual([]);
  });

  it("records closing, opening, a delay, a cancellation and a deletion, each once", async () => {
    const p = await departure();
    expect((await p.owner.post(`${p.url}/close`)).statusCode).toBe(200);
    expect((await p.owner.post(`${p.url}/close`)).statusCode).toBe(200);
    expect((await p.owner.post(`${p.url}/open`)).statusCode).toBe(200);
    const delayed = await p.owner.post(`${p.url}/delay`, {
      newStart: "2027-06-01T12:30:00Z",
      message: "Wind",
    });
    expect(delayed.statusCode, delayed.body).toBe(200);
    expect((await p.owner.post(`${p.url}/cancel`)).statusCode).toBe(200);
    const entries = await p.entries();
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["EventClosed", { status: "Active" }, { status: "Closed" }],
      ["EventOpened", { status: "Closed" }, { status: "Active" }],
      [
        "EventDelayed",
        { start: "2027-06-01T10:00", status: "Active" },
        { start: "2027-06-01T12:30", status: "Delayed", message: "Wind" },
      ],
      ["EventCancelled", { status: "Delayed" }, { status: "Cancelled" }],
    ]);
    expect(entries.every((e) => e.area === "Capacity" && e.actorName === "Owner")).toBe(true);

    const other = await departure();
    expect((await other.owner.delete(other.url)).statusCode).toBe(200);
    expect((await other.entries()).map((e) => [e.action, e.after])).toEqual([
      ["EventDeleted", { status: "Deleted" }],
    ]);
  });

  it("records each departure a bulk capacity change reaches", async () => {
    const p = await departure();
    const second = await insertEvent(t.database.db, p.scope, {
      experienceId: p.experienceId,
      start: "2027-06-02T10:00:00Z",
      capacity: 8,
    });
    const bulk = await p.owner.post(`${p.api}/events/bulk`, {
      action: "capacity",
      ids: [p.id, second],
      capacity: 20,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    const entries = await p.entries("EventCapacityChanged");
    expect(entries.map((e) => [e.subjectId, e.before, e.after]).sort()).toEqual(
      [
        [p.id, { capacity: 10 }, { capacity: 20 }],
        [second, { capacity: 8 }, { capacity: 20 }],
      ].sort(),
    );
  });
});

describe("the audit log of a departure's prices", () => {
  it("records new price overrides by category name, in major units", async () => {
    const p = await departure();
    const priced = await p.owner.put(p.url, {
      priceOverrides: { [adultCategoryId]: { price: 9900, channelPrices: { Web: 9500 } } },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const entries = await p.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ...subject(p),
      area: "Money",
      action: "EventPricesChanged",
      before: { currency: "ISK" },
      after: { currency: "ISK", Adult: 9900, "Adult · Web": 9500 },
    });
    const same = await p.owner.put(p.url, {
      priceOverrides: { [adultCategoryId]: { channelPrices: { Web: 9500 }, price: 9900 } },
    });
    expect(same.statusCode).toBe(200);
    expect(await p.entries()).toHaveLength(1);
  });

  it("records nothing for overrides naming a category the experience does not have", async () => {
    const p = await departure();
    const refused = await p.owner.put(p.url, {
      priceOverrides: { "6f0b7c1e-3a52-4c1e-9b8f-000000000000": { price: 100 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await p.entries()).toEqual([]);
  });
});
