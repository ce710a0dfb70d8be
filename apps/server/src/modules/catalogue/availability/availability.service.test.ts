import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../../db/schema/catalogue";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import {
  eventsProject,
  insertAsset,
  insertBooking,
  insertEvent,
  insertExperience,
  insertRental,
  needAsset,
  type Scope,
} from "../../../../test/fixtures/event-test-support";
import {
  assetUnitsFree,
  confirmSeats,
  releaseSeats,
  seatsForEvents,
  takeSeats,
} from "./availability.service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const now = new Date("2027-06-01T08:00:00Z");
const at = (time: string) => new Date(`2027-06-01T${time}:00Z`);
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

async function eventRows(ids: string[]) {
  const rows = [];
  for (const id of ids) rows.push((await t.database.db.select().from(events).where(eq(events.id, id)))[0]!);
  return rows;
}

async function seatsOf(scope: Scope, ids: string[], when = now) {
  const seats = await seatsForEvents(t.database.db, scope.tenantId, await eventRows(ids), when);
  return ids.map((id) => seats.get(id)!);
}

async function freshScope() {
  return (await eventsProject(t)).scope;
}

describe("seats of an event without assets", () => {
  it("counts sold seats and unexpired holds against capacity", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const experienceId = await insertExperience(db, scope);
    const id = await insertEvent(db, scope, { experienceId, start: at("10:00"), capacity: 10, seatsSold: 3 });
    await insertBooking(db, scope, { eventId: id, seats: 2, expiresAt: minutes(15) });
    await insertBooking(db, scope, { eventId: id, seats: 4, expiresAt: minutes(-1) });
    await insertBooking(db, scope, { eventId: id, seats: 3, status: "Confirmed" });
    expect(await seatsOf(scope, [id])).toEqual([{ sold: 3, held: 2, heldBookings: 1, available: 5 }]);
    // Once the hold expires its seats are free again.
    expect(await seatsOf(scope, [id], minutes(16))).toEqual([
      { sold: 3, held: 0, heldBookings: 0, available: 7 },
    ]);
  });

  it("sells nothing on closed, cancelled or deleted events, and never shows fewer than zero", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const experienceId = await insertExperience(db, scope);
    const ids = await Promise.all(
      ["Closed", "Cancelled", "Deleted", "Delayed"].map((status) =>
        insertEvent(db, scope, { experienceId, start: at("10:00"), capacity: 10, status }),
      ),
    );
    const over = await insertEvent(db, scope, {
      experienceId,
      start: at("10:00"),
      capacity: 4,
      seatsSold: 6,
    });
    expect((await seatsOf(scope, [...ids, over])).map((s) => s.available)).toEqual([0, 0, 0, 10, 0]);
  });
});

describe("seats limited by shared asset pools", () => {
  it("shares two four-seat jeeps between overlapping tours of two experiences", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const jeeps = await insertAsset(db, scope.tenantId, {
      name: "Super jeeps",
      quantity: 2,
      seatsPerUnit: 4,
    });
    const tourA = await insertExperience(db, scope, { name: "Glacier" });
    const tourB = await insertExperience(db, scope, { name: "Volcano" });
    for (const experienceId of [tourA, tourB])
      await needAsset(db, scope.tenantId, { experienceId, assetId: jeeps, quantity: 1, per: "Person" });
    const a = await insertEvent(db, scope, { experienceId: tourA, start: at("10:00"), capacity: 12 });
    const b = await insertEvent(db, scope, { experienceId: tourB, start: at("11:00"), capacity: 12 });
    expect((await seatsOf(scope, [a, b])).map((s) => s.available)).toEqual([8, 8]);

    // Three seats on A take one jeep: B keeps the other jeep's four seats, A can fill its jeep and one more.
    await db.update(events).set({ seatsSold: 3, bookingsSold: 1 }).where(eq(events.id, a));
    expect((await seatsOf(scope, [a, b])).map((s) => s.available)).toEqual([5, 4]);

    // A hold on B takes the second jeep while it lasts.
    await insertBooking(db, scope, { eventId: b, seats: 2, expiresAt: minutes(10) });
    expect((await seatsOf(scope, [a, b])).map((s) => s.available)).toEqual([1, 2]);
    expect((await seatsOf(scope, [a, b], minutes(11))).map((s) => s.available)).toEqual([5, 4]);
  });

  it("keeps a guide per departure busy only while the departure has seats taken", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const guide = await insertAsset(db, scope.tenantId, { name: "Guide", quantity: 1 });
    const experienceId = await insertExperience(db, scope);
    await needAsset(db, scope.tenantId, { experienceId, assetId: guide, quantity: 1, per: "Departure" });
    const morning = await insertEvent(db, scope, { experienceId, start: at("09:00"), capacity: 10 });
    const overlapping = await insertEvent(db, scope, { experienceId, start: at("11:00"), capacity: 10 });
    const afterwards = await insertEvent(db, scope, { experienceId, start: at("12:00"), capacity: 10 });
    expect((await seatsOf(scope, [morning, overlapping, afterwards])).map((s) => s.available)).toEqual([
      10, 10, 10,
    ]);
    await db.update(events).set({ seatsSold: 1, bookingsSold: 1 }).where(eq(events.id, morning));
    // 09:00–12:00 holds the guide; 11:00 overlaps it, 12:00 starts as it ends.
    expect((await seatsOf(scope, [morning, overlapping, afterwards])).map((s) => s.available)).toEqual([
      9, 0, 10,
    ]);
    // A cancelled departure frees its guide; a closed one still runs and keeps it.
    await db.update(events).set({ status: "Cancelled" }).where(eq(events.id, morning));
    expect((await seatsOf(scope, [overlapping]))[0]!.available).toBe(10);
    await db.update(events).set({ status: "Closed" }).where(eq(events.id, morning));
    expect((await seatsOf(scope, [overlapping]))[0]!.available).toBe(0);
  });

  it("counts a per-booking need for every booking, sold or held", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const kayaks = await insertAsset(db, scope.tenantId, { name: "Kayak pairs", quantity: 3 });
    const experienceId = await insertExperience(db, scope);
    await needAsset(db, scope.tenantId, { experienceId, assetId: kayaks, quantity: 1, per: "Booking" });
    const id = await insertEvent(db, scope, {
      experienceId,
      start: at("10:00"),
      capacity: 20,
      seatsSold: 4,
      bookingsSold: 2,
    });
    expect((await seatsOf(scope, [id]))[0]!.available).toBe(16);
    await insertBooking(db, scope, { eventId: id, seats: 1, expiresAt: minutes(5) });
    expect((await seatsOf(scope, [id]))[0]).toMatchObject({ held: 1, heldBookings: 1, available: 0 });
  });

  it("counts rentals of a pool, confirmed or held, and reports the pool's free units", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const jeeps = await insertAsset(db, scope.tenantId, { name: "Jeeps", quantity: 2, seatsPerUnit: 4 });
    const experienceId = await insertExperience(db, scope);
    await needAsset(db, scope.tenantId, { experienceId, assetId: jeeps, quantity: 1, per: "Person" });
    const id = await insertEvent(db, scope, { experienceId, start: at("10:00"), capacity: 12 });
    await insertRental(db, scope, { assetId: jeeps, units: 1, startsAt: at("11:00"), endsAt: at("18:00") });
    await insertRental(db, scope, {
      assetId: jeeps,
      units: 1,
      startsAt: at("09:00"),
      endsAt: at("11:30"),
      status: "Pending",
      expiresAt: minutes(30),
    });
    await insertRental(db, scope, {
      assetId: jeeps,
      units: 2,
      startsAt: at("09:00"),
      endsAt: at("18:00"),
      status: "Pending",
      expiresAt: minutes(-5),
    });
    expect((await seatsOf(scope, [id]))[0]!.available).toBe(0);
    expect(await assetUnitsFree(db, scope.tenantId, jeeps, at("10:00"), at("11:00"), now)).toEqual({
      quantity: 2,
      peakInUse: 1,
      free: 1,
    });
    expect(await assetUnitsFree(db, scope.tenantId, jeeps, at("10:00"), at("13:00"), now)).toEqual({
      quantity: 2,
      peakInUse: 2,
      free: 0,
    });
    // After the pending rental lapses, one jeep stays free throughout the tour: four seats.
    expect((await seatsOf(scope, [id], minutes(31)))[0]!.available).toBe(4);
    await expect(
      assetUnitsFree(db, (await freshScope()).tenantId, jeeps, at("10:00"), at("11:00")),
    ).rejects.toMatchObject({ status: 404, title: "Asset not found" });
  });
});

describe("taking seats", () => {
  it("refuses more seats than are left with the number left, unless overbooking is allowed", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const experienceId = await insertExperience(db, scope);
    const id = await insertEvent(db, scope, { experienceId, start: at("10:00"), capacity: 5, seatsSold: 3 });
    await expect(
      db.transaction((tx) => takeSeats(tx, scope.tenantId, { eventId: id, seats: 3, now })),
    ).rejects.toMatchObject({ status: 409, title: "Not enough seats left", extra: { available: 2 } });
    const taken = await db.transaction(async (tx) => {
      const result = await takeSeats(tx, scope.tenantId, { eventId: id, seats: 2, now });
      await confirmSeats(tx, id, 2);
      return result;
    });
    expect(taken).toEqual({ projectId: scope.projectId, available: 2, overbooked: false });
    const overbooked = await db.transaction(async (tx) => {
      const result = await takeSeats(tx, scope.tenantId, { eventId: id, seats: 1, allowOverbook: true, now });
      await confirmSeats(tx, id, 1);
      return result;
    });
    expect(overbooked.overbooked).toBe(true);
    expect((await eventRows([id]))[0]).toMatchObject({ seatsSold: 6, bookingsSold: 2 });
    await db.transaction((tx) => releaseSeats(tx, id, 10, 5));
    expect((await eventRows([id]))[0]).toMatchObject({ seatsSold: 0, bookingsSold: 0 });
  });

  it("knows no event of another tenant, and sells nothing on a cancelled one", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const experienceId = await insertExperience(db, scope);
    const id = await insertEvent(db, scope, { experienceId, start: at("10:00"), status: "Cancelled" });
    const stranger = await freshScope();
    await expect(
      db.transaction((tx) => takeSeats(tx, stranger.tenantId, { eventId: id, seats: 1 })),
    ).rejects.toMatchObject({ status: 404, title: "Event not found" });
    await expect(
      db.transaction((tx) => takeSeats(tx, scope.tenantId, { eventId: id, seats: 1, allowOverbook: true })),
    ).rejects.toMatchObject({ status: 409, title: "The event is cancelled" });
  });

  it("checks several bookings at once against a per-booking pool", async () => {
    const scope = await freshScope();
    const db = t.database.db;
    const boats = await insertAsset(db, scope.tenantId, { name: "Boats", quantity: 2 });
    const experienceId = await insertExperience(db, scope);
    await needAsset(db, scope.tenantId, { experienceId, assetId: boats, quantity: 1, per: "Booking" });
    const id = await insertEvent(db, scope, { experienceId, start: at("10:00"), capacity: 20 });
    await expect(
      db.transaction((tx) => takeSeats(tx, scope.tenantId, { eventId: id, seats: 3, bookings: 3, now })),
    ).rejects.toMatchObject({ status: 409, extra: { available: 0 } });
    await db.transaction((tx) => takeSeats(tx, scope.tenantId, { eventId: id, seats: 3, bookings: 2, now }));
  });
});
