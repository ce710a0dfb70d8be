import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import {
  eventsProject,
  insertAsset,
  insertEvent,
  insertExperience,
  insertRental,
  needAsset,
  type Scope,
} from "../../../../test/fixtures/event-test-support";
import { findEventPoolUse } from "./availability.repository";
import { assetUnitsFree } from "./availability.service";
import { poolSeatsAllowed, poolUnits, type NeedOfPool } from "./pool-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const jeep: NeedOfPool = { quantity: 1, per: "Person", seatsPerUnit: 4 };
const guide: NeedOfPool = { quantity: 1, per: "Departure", seatsPerUnit: 1 };
const boat: NeedOfPool = { quantity: 2, per: "Booking", seatsPerUnit: 1 };

describe("units an event uses", () => {
  const units = (need: NeedOfPool, seats: number, bookings: number) =>
    poolUnits(t.database.db, need, { seats, bookings });
  const allowed = (need: NeedOfPool, seats: number, bookings: number, free: number, newBookings?: number) =>
    poolSeatsAllowed(t.database.db, need, { seats, bookings }, free, newBookings);

  it("counts a Person need per started unit of seats", async () => {
    expect(await units(jeep, 0, 0)).toBe(0);
    expect(await units(jeep, 1, 1)).toBe(1);
    expect(await units(jeep, 4, 1)).toBe(1);
    expect(await units(jeep, 5, 2)).toBe(2);
    expect(await units({ ...jeep, quantity: 2 }, 3, 1)).toBe(2);
  });

  it("counts a Departure need once a seat is taken, and a Booking need per booking", async () => {
    expect(await units(guide, 0, 0)).toBe(0);
    expect(await units(guide, 9, 3)).toBe(1);
    expect(await units(boat, 9, 3)).toBe(6);
  });

  it("allows extra seats as far as the free units carry them", async () => {
    expect(await allowed(jeep, 3, 1, 2)).toBe(5);
    expect(await allowed(jeep, 3, 1, 0)).toBe(0);
    expect(await allowed(jeep, 9, 1, 2)).toBe(0);
    expect(await allowed(guide, 0, 0, 1)).toBe(Infinity);
    expect(await allowed(guide, 0, 0, 0)).toBe(0);
    expect(await allowed(boat, 2, 1, 4)).toBe(Infinity);
    expect(await allowed(boat, 2, 2, 4)).toBe(0);
    expect(await allowed(boat, 0, 0, 4, 3)).toBe(0);
  });
});

describe("a pool's use over time", () => {
  const at = (hours: number) => new Date(Date.UTC(2027, 5, 1, hours));
  let scope: Scope;
  let pool: string;
  const departures: Record<string, string> = {};

  /** A departure of an experience of its own that takes `units` of the pool once a seat is sold. */
  async function departure(name: string, start: number, hours: number, units: number) {
    const db = t.database.db;
    const experienceId = await insertExperience(db, scope, { name });
    await needAsset(db, scope.tenantId, { experienceId, assetId: pool, quantity: units, per: "Departure" });
    departures[name] = await insertEvent(db, scope, {
      experienceId,
      start: at(start),
      durationMinutes: hours * 60,
      seatsSold: 1,
      bookingsSold: 1,
    });
  }

  beforeAll(async () => {
    scope = (await eventsProject(t)).scope;
    pool = await insertAsset(t.database.db, scope.tenantId, { name: "Vans", quantity: 20 });
    await departure("a", 9, 3, 1);
    await departure("b", 11, 3, 2);
    await insertRental(t.database.db, scope, { assetId: pool, units: 5, startsAt: at(14), endsAt: at(15) });
    await departure("empty", 20, 0, 9);
  });

  const peak = async (from: number, to: number) =>
    (await assetUnitsFree(t.database.db, scope.tenantId, pool, at(from), at(to), at(0))).peakInUse;
  const unitsOf = async (eventId: string) =>
    (await findEventPoolUse(t.database.db, scope.tenantId, eventId, at(0))).reduce(
      (sum, use) => sum + use.ownUnits,
      0,
    );

  it("finds the peak of concurrent use within a window, ends excluded", async () => {
    expect(await peak(9, 11)).toBe(1);
    expect(await peak(9, 12)).toBe(3);
    expect(await peak(12, 14)).toBe(2);
    expect(await peak(13, 16)).toBe(5);
    expect(await peak(15, 20)).toBe(0);
    expect(await peak(0, 9)).toBe(0);
    expect(await peak(10, 10)).toBe(0);
  });

  it("knows each event's own units", async () => {
    expect(await unitsOf(departures.b!)).toBe(2);
    expect(await unitsOf(departures.empty!)).toBe(0);
    expect(await unitsOf("00000000-0000-4000-8000-000000000000")).toBe(0);
  });
});
