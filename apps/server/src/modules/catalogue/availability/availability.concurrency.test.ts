import { inArray } from "drizzle-orm";
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
  lockAssetPools,
  seatsForEvents,
  takeSeats,
} from "./availability.service";
import { poolUnits } from "./pool-test-support";

/** Real parallel transactions need a server with a connection pool; PGlite runs one at a time. */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  "taking the last seats in parallel on PostgreSQL",
  () => {
    let t: TestApp;
    let scope: Scope;
    beforeAll(async () => {
      t = await createTestApp();
      scope = (await eventsProject(t)).scope;
    });
    afterAll(async () => t.close());

    const start = new Date(Date.now() + 7 * 24 * 3_600_000);

    /** Runs `count` transactions at once, each taking `seats` on the event its index picks. */
    async function race(count: number, eventOf: (i: number) => string, seats: number, hold: boolean) {
      const db = t.database.db;
      const outcomes = await Promise.allSettled(
        Array.from({ length: count }, (_, i) =>
          db.transaction(async (tx) => {
            const eventId = eventOf(i);
            await takeSeats(tx, scope.tenantId, { eventId, seats });
            if (hold)
              await insertBooking(tx, scope, { eventId, seats, expiresAt: new Date(Date.now() + 600_000) });
            else await confirmSeats(tx, eventId, seats);
            return eventId;
          }),
        ),
      );
      for (const outcome of outcomes)
        if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ status: 409 });
      return outcomes.filter((o) => o.status === "fulfilled").map((o) => o.value);
    }

    async function seatsTaken(ids: string[]) {
      const rows = await t.database.db.select().from(events).where(inArray(events.id, ids));
      const seats = await seatsForEvents(t.database.db, scope.tenantId, rows);
      return ids.map((id) => {
        const row = rows.find((r) => r.id === id)!;
        const s = seats.get(id)!;
        return {
          seats: s.sold + s.held,
          bookings: row.bookingsSold + s.heldBookings,
          available: s.available,
        };
      });
    }

    it("never holds more seats than capacity", async () => {
      const experienceId = await insertExperience(t.database.db, scope);
      const id = await insertEvent(t.database.db, scope, { experienceId, start, capacity: 5 });
      const winners = await race(24, () => id, 1, true);
      expect(winners).toHaveLength(5);
      expect(await seatsTaken([id])).toEqual([{ seats: 5, bookings: 5, available: 0 }]);
    });

    it("never sells more seats than capacity", async () => {
      const experienceId = await insertExperience(t.database.db, scope);
      const id = await insertEvent(t.database.db, scope, { experienceId, start, capacity: 7 });
      const winners = await race(16, () => id, 2, false);
      expect(winners).toHaveLength(3);
      expect((await seatsTaken([id]))[0]).toMatchObject({ seats: 6, available: 1 });
    });

    it("never gives one guide to two overlapping departures", async () => {
      const db = t.database.db;
      const guide = await insertAsset(db, scope.tenantId, { name: "Guide", quantity: 1 });
      const experienceId = await insertExperience(db, scope);
      await needAsset(db, scope.tenantId, { experienceId, assetId: guide, quantity: 1, per: "Departure" });
      const a = await insertEvent(db, scope, { experienceId, start, capacity: 10 });
      const b = await insertEvent(db, scope, {
        experienceId,
        start: new Date(start.getTime() + 3_600_000),
        capacity: 10,
      });
      const winners = await race(16, (i) => (i % 2 === 0 ? a : b), 1, false);
      expect(new Set(winners).size).toBe(1);
      expect(winners).toHaveLength(8);
    });

    it("never puts more people in the shared jeeps than they carry", async () => {
      const db = t.database.db;
      const jeeps = await insertAsset(db, scope.tenantId, { name: "Jeeps", quantity: 2, seatsPerUnit: 4 });
      const tours = [await insertExperience(db, scope), await insertExperience(db, scope)];
      for (const experienceId of tours)
        await needAsset(db, scope.tenantId, { experienceId, assetId: jeeps, quantity: 1, per: "Person" });
      const a = await insertEvent(db, scope, { experienceId: tours[0]!, start, capacity: 12 });
      const b = await insertEvent(db, scope, {
        experienceId: tours[1]!,
        start: new Date(start.getTime() + 1_800_000),
        capacity: 12,
      });
      const winners = await race(24, (i) => (i % 3 === 0 ? a : b), 1, true);
      const taken = await seatsTaken([a, b]);
      let jeepsUsed = 0;
      for (const x of taken)
        jeepsUsed += await poolUnits(db, { quantity: 1, per: "Person", seatsPerUnit: 4 }, x);
      expect(jeepsUsed).toBeLessThanOrEqual(2);
      expect(winners).toHaveLength(taken[0]!.seats + taken[1]!.seats);
      expect(taken[0]!.seats + taken[1]!.seats).toBe(8);
    });

    it("never rents out more units than the pool has, alongside departures", async () => {
      const db = t.database.db;
      const kayaks = await insertAsset(db, scope.tenantId, { name: "Kayaks", quantity: 4 });
      const experienceId = await insertExperience(db, scope);
      await needAsset(db, scope.tenantId, { experienceId, assetId: kayaks, quantity: 1, per: "Person" });
      const tour = await insertEvent(db, scope, { experienceId, start, capacity: 10 });
      const rentalEnd = new Date(start.getTime() + 4 * 3_600_000);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 12 }, (_, i) =>
          db.transaction(async (tx) => {
            if (i % 3 === 0) {
              await takeSeats(tx, scope.tenantId, { eventId: tour, seats: 1 });
              await confirmSeats(tx, tour, 1);
              return "seat";
            }
            await lockAssetPools(tx, scope.tenantId, [kayaks]);
            const pool = await assetUnitsFree(tx, scope.tenantId, kayaks, start, rentalEnd);
            if (pool.free < 1) throw new Error("no kayak free");
            await insertRental(tx, scope, { assetId: kayaks, units: 1, startsAt: start, endsAt: rentalEnd });
            return "rental";
          }),
        ),
      );
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(4);
      expect(await assetUnitsFree(db, scope.tenantId, kayaks, start, rentalEnd)).toMatchObject({
        peakInUse: 4,
        free: 0,
      });
    });
  },
);
