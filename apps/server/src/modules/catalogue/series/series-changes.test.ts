import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, eventSeries, projectActivity } from "../../../db/schema/catalogue";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { extendSeriesHorizons } from "./series-horizon.job";
import { capacityKeptReason, noLongerInSeriesReason, seriesDeletedReason } from "./series-rules";
import { createSeries, deleteSeries, getSeries, updateSeries } from "./series.service";
import {
  actor,
  addBooking,
  allWeek,
  at,
  eventAt,
  eventsOfSeries,
  insertExperience,
  recordingHubs,
  seriesProject,
  slotsOf,
} from "./series-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const projectWithExperience = (timeZone?: string, experience: Parameters<typeof insertExperience>[2] = {}) =>
  seriesProject(t, timeZone, experience);

describe("series: changing and deleting", () => {
  const monWedFri = (times = ["10:00"]) => slotsOf(["Monday", "Wednesday", "Friday"], times);
  const monFri = slotsOf(["Monday", "Friday"], ["10:00"]);

  it("removes unbooked Wednesdays, keeps the booked one detached and flagged, and leaves the past alone", async () => {
    const { db, scope, body } = await projectWithExperience();
    const fields = { startDate: "2027-09-01", endDate: "2027-09-30", capacity: 10 };
    const created = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({ ...fields, slots: monWedFri() }),
      at("2027-08-20T12:00:00Z"),
    );
    // September 2027: Mondays 6,13,20,27; Wednesdays 1,8,15,22,29; Fridays 3,10,17,24.
    expect(created.created).toBe(13);
    const booked = await eventAt(db, created.id, "2027-09-22T10:00");
    await addBooking(db, booked, 2, "Confirmed");
    const withOldBooking = await eventAt(db, created.id, "2027-09-29T10:00");
    await addBooking(db, withOldBooking, 3, "Expired");

    // A week later, 1 and 8 September are past.
    const now = at("2027-09-09T12:00:00Z");
    const hubs = recordingHubs();
    const result = await updateSeries(
      db,
      hubs,
      scope,
      actor,
      created.id,
      body({ ...fields, slots: monFri }),
      now,
    );
    expect(result).toMatchObject({ created: 0, updated: 0, removed: 2, flagged: 1, flaggedEvents: 1 });
    expect(hubs.calls[0]!.eventIds).toHaveLength(3);

    const rows = await eventsOfSeries(db, created.id);
    const keys = (predicate: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(predicate).map((row) => row.occurrenceKey);
    // Past Wednesdays stay; the 15th is deleted; the 29th, with only an expired booking, is retired.
    expect(keys((row) => row.startAt.getUTCDay() === 3 && row.status !== "Deleted")).toEqual([
      "2027-09-01T10:00",
      "2027-09-08T10:00",
      "2027-09-22T10:00",
    ]);
    expect(rows.find((row) => row.id === withOldBooking.id)).toMatchObject({
      status: "Deleted",
      occurrenceKey: null,
    });
    expect(await eventAt(db, created.id, "2027-09-22T10:00")).toMatchObject({
      detached: true,
      flagged: true,
      flagReason: noLongerInSeriesReason,
      seatsSold: 2,
      status: "Active",
    });
    const activity = await db.select().from(projectActivity).where(eq(projectActivity.subjectId, created.id));
    expect(activity.map((row) => row.kind).sort()).toEqual(["SeriesCreated", "SeriesUpdated"]);

    // Bringing Wednesdays back recreates the free ones and leaves the kept one as it is.
    const back = await updateSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      created.id,
      body({ ...fields, slots: monWedFri() }),
      now,
    );
    expect(back).toMatchObject({ created: 2, removed: 0, flagged: 0 });
    expect(await eventAt(db, created.id, "2027-09-22T10:00")).toMatchObject({
      detached: true,
      flagged: true,
    });
  });

  it("lowers capacity but never below the seats sold and held, and flags those events", async () => {
    const { db, scope, body } = await projectWithExperience();
    const fields = { startDate: "2027-10-04", endDate: "2027-10-15", slots: monWedFri() };
    const now = at("2027-10-01T12:00:00Z");
    const created = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({ ...fields, capacity: 10 }),
      now,
    );
    expect(created.created).toBe(6);
    const sold = await eventAt(db, created.id, "2027-10-04T10:00");
    await addBooking(db, sold, 6, "Confirmed");
    const held = await eventAt(db, created.id, "2027-10-06T10:00");
    await addBooking(db, held, 5, "Pending", at("2027-10-01T12:15:00Z"));
    const lapsed = await eventAt(db, created.id, "2027-10-08T10:00");
    await addBooking(db, lapsed, 5, "Pending", at("2027-10-01T11:00:00Z"));

    const result = await updateSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      created.id,
      body({ ...fields, capacity: 4 }),
      now,
    );
    expect(result).toMatchObject({ created: 0, updated: 4, removed: 0, flagged: 2, flaggedEvents: 2 });
    expect(await eventAt(db, created.id, "2027-10-04T10:00")).toMatchObject({
      capacity: 6,
      flagged: true,
      flagReason: capacityKeptReason,
      detached: false,
    });
    expect(await eventAt(db, created.id, "2027-10-06T10:00")).toMatchObject({ capacity: 5, flagged: true });
    expect(await eventAt(db, created.id, "2027-10-08T10:00")).toMatchObject({ capacity: 4, flagged: false });

    // Raising it again clears the capacity flag.
    const raised = await updateSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      created.id,
      body({ ...fields, capacity: 8 }),
      now,
    );
    expect(raised).toMatchObject({ updated: 6, flagged: 0, flaggedEvents: 0 });
    expect(await eventAt(db, created.id, "2027-10-04T10:00")).toMatchObject({
      capacity: 8,
      flagged: false,
      flagReason: "",
    });
  });

  it("does not touch events edited on their own, and keeps a series' experience", async () => {
    const { db, scope, body, experienceId } = await projectWithExperience();
    const fields = { startDate: "2027-11-01", endDate: "2027-11-12", slots: monWedFri() };
    const now = at("2027-10-20T12:00:00Z");
    const created = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({ ...fields, capacity: 10 }),
      now,
    );
    const edited = await eventAt(db, created.id, "2027-11-03T10:00");
    await db.update(events).set({ detached: true, capacity: 3 }).where(eq(events.id, edited.id));

    const result = await updateSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      created.id,
      body({ ...fields, slots: monFri, capacity: 9 }),
      now,
    );
    expect(result).toMatchObject({ created: 0, updated: 4, removed: 1, flagged: 0 });
    expect(await eventAt(db, created.id, "2027-11-03T10:00")).toMatchObject({ capacity: 3, detached: true });

    const other = await insertExperience(db, scope, { name: "Whale watching" });
    await expect(
      updateSeries(
        db,
        recordingHubs(),
        scope,
        actor,
        created.id,
        body({ ...fields, experienceId: other.id }),
        now,
      ),
    ).rejects.toMatchObject({ status: 400, extra: { errors: { experienceId: expect.any(Array) } } });
    expect((await getSeries(db, scope, created.id, now)).experienceId).toBe(experienceId);
  });

  it("deletes a series: unbooked upcoming events go, booked ones stay flagged, past ones stay", async () => {
    const { db, scope, body } = await projectWithExperience();
    const fields = { startDate: "2027-12-01", endDate: "2027-12-17", slots: monWedFri() };
    const created = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body(fields),
      at("2027-11-25T12:00:00Z"),
    );
    expect(created.created).toBe(8);
    const booked = await eventAt(db, created.id, "2027-12-15T10:00");
    await addBooking(db, booked, 1, "Pending", at("2027-12-08T13:00:00Z"));

    const now = at("2027-12-08T12:00:00Z");
    const result = await deleteSeries(db, recordingHubs(), scope, actor, created.id, now);
    // 1, 3, 6 and 8 December are past (8th at 10:00); 10th, 13th and 17th go; the 15th is held.
    expect(result).toMatchObject({ removed: 3, flagged: 1, created: 0, updated: 0 });
    expect((await eventsOfSeries(db, created.id)).map((row) => row.occurrenceKey)).toEqual([
      "2027-12-01T10:00",
      "2027-12-03T10:00",
      "2027-12-06T10:00",
      "2027-12-08T10:00",
      "2027-12-15T10:00",
    ]);
    expect(await eventAt(db, created.id, "2027-12-15T10:00")).toMatchObject({
      detached: true,
      flagged: true,
      flagReason: seriesDeletedReason,
    });
    const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, created.id));
    expect(row!.deletedAt).toEqual(now);
    await expect(getSeries(db, scope, created.id, now)).rejects.toMatchObject({ status: 404 });
    await expect(deleteSeries(db, recordingHubs(), scope, actor, created.id, now)).rejects.toMatchObject({
      status: 404,
    });
    // A deleted series is not extended.
    expect(await extendSeriesHorizons(db, at("2028-01-10T12:00:00Z"))).toBe(0);
  });
});

describe("series: refusals write nothing", () => {
  it("refuses more than 5000 departures, an archived experience and unknown price categories", async () => {
    const { db, scope, body, tenant } = await projectWithExperience();
    const now = at("2027-06-01T08:00:00Z");
    const times = Array.from(
      { length: 48 },
      (_, index) => `${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`,
    );
    const busy = slotsOf(allWeek, times);
    await expect(
      createSeries(
        db,
        recordingHubs(),
        scope,
        actor,
        body({ startDate: "2027-06-02", endDate: "2028-06-01", slots: busy }),
        now,
      ),
    ).rejects.toMatchObject({ status: 400, title: expect.stringContaining("5000") });

    const archived = await insertExperience(db, scope, { status: "Archived" });
    const monday = slotsOf(["Monday"], ["10:00"]);
    await expect(
      createSeries(
        db,
        recordingHubs(),
        scope,
        actor,
        body({ experienceId: archived.id, startDate: "2027-06-07", count: 2, slots: monday }),
        now,
      ),
    ).rejects.toMatchObject({ status: 400, title: "The experience is archived" });
    await expect(
      createSeries(
        db,
        recordingHubs(),
        scope,
        actor,
        body({
          startDate: "2027-06-07",
          count: 2,
          slots: monday,
          priceOverrides: { [crypto.randomUUID()]: { price: 1 } },
        }),
        now,
      ),
    ).rejects.toMatchObject({ status: 400, extra: { errors: { priceOverrides: expect.any(Array) } } });
    const written = await db.select().from(eventSeries).where(eq(eventSeries.tenantId, tenant.id));
    expect(written).toEqual([]);
    expect(await db.select().from(events).where(eq(events.tenantId, tenant.id))).toEqual([]);
  });
});
