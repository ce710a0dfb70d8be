import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriesBodySchema, type SeriesBody } from "@stund/shared/contracts/catalogue/events";
import type { Weekday } from "@stund/shared/enums";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { events, eventSeries, projectActivity } from "../../db/schema/catalogue";
import { createTestApp, type TestApp } from "../../../test/test-app";
import type { ProjectScope } from "../access/project-access";
import { runDueJobs } from "../jobs/due-jobs";
import { scriptedRapyd } from "../jobs/job-test-support";
import { extendSeriesHorizons } from "./series-horizon.job";
import { capacityKeptReason, noLongerInSeriesReason, seriesDeletedReason } from "./series-rules";
import { createSeries, deleteSeries, getSeries, updateSeries } from "./series.service";
import {
  addBooking,
  catalogueProject,
  eventAt,
  eventsOfSeries,
  insertExperience,
  projectScope,
  recordingHubs,
  setCompanyTimeZone,
} from "./series-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The same departure times on each of `days`. */
const slotsOf = (days: Weekday[], times: string[]): SeriesBody["slots"] =>
  days.map((weekday) => ({ weekday, times }));
const allWeek: Weekday[] = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const actor = { id: "00000000-0000-4000-8000-000000000001", name: "Anna" };
const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

async function projectWithExperience(
  timeZone?: string,
  experience: Parameters<typeof insertExperience>[2] = {},
) {
  const project = await catalogueProject(t);
  const db = t.database.db;
  if (timeZone) await setCompanyTimeZone(db, project.tenant.id, timeZone);
  const scope: ProjectScope = await projectScope(db, project.tenant.id, project.projectId);
  const { id: experienceId, categoryId } = await insertExperience(db, scope, experience);
  const body = (fields: Partial<SeriesBody>) => seriesBodySchema.parse({ experienceId, ...fields });
  return { ...project, db, scope, experienceId, categoryId, body };
}

describe("series: materialising occurrences", () => {
  it("makes Mon–Fri 09:00 and 14:00 for a month in Reykjavik at the right instants", async () => {
    const { db, scope, body } = await projectWithExperience();
    expect(scope.timeZone).toBe("Atlantic/Reykjavik");
    const hubs = recordingHubs();
    const now = at("2027-05-20T10:00:00Z");
    const result = await createSeries(
      db,
      hubs,
      scope,
      actor,
      body({
        name: "June departures",
        startDate: "2027-06-01",
        endDate: "2027-06-30",
        slots: slotsOf(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], ["14:00", "09:00"]),
      }),
      now,
    );
    // June 2027 has 22 weekdays (Tuesday 1st to Wednesday 30th), two departures each.
    expect(result).toMatchObject({
      created: 44,
      updated: 0,
      removed: 0,
      flagged: 0,
      upcomingEvents: 44,
      flaggedEvents: 0,
      timeZone: "Atlantic/Reykjavik",
      materialisedUntil: "2027-06-30",
      experienceName: { EN: "Glacier walk" },
    });
    const rows = await eventsOfSeries(db, result.id);
    expect(rows).toHaveLength(44);
    expect(iso(rows[0]!.startAt)).toBe("2027-06-01T09:00:00.000Z");
    expect(iso(rows[0]!.endAt)).toBe("2027-06-01T11:00:00.000Z");
    expect(rows[0]).toMatchObject({ occurrenceKey: "2027-06-01T09:00", capacity: 20, status: "Active" });
    expect(iso(rows[1]!.startAt)).toBe("2027-06-01T14:00:00.000Z");
    expect(iso(rows[43]!.startAt)).toBe("2027-06-30T14:00:00.000Z");
    const days = new Set(rows.map((row) => utcToZoned(row.startAt, "Atlantic/Reykjavik").weekday));
    expect([...days].sort()).toEqual(["Friday", "Monday", "Thursday", "Tuesday", "Wednesday"]);
    expect(hubs.calls).toEqual([{ projectId: scope.projectId, eventIds: expect.any(Array) }]);
    expect(hubs.calls[0]!.eventIds).toHaveLength(44);
    const activity = await db.select().from(projectActivity).where(eq(projectActivity.subjectId, result.id));
    expect(activity).toEqual([
      expect.objectContaining({
        kind: "SeriesCreated",
        userName: "Anna",
        summary: expect.stringContaining("44"),
      }),
    ]);
  });

  it("keeps 09:00 local in Berlin across both DST changes, shifting the UTC instant by an hour", async () => {
    const { db, scope, body } = await projectWithExperience("Europe/Berlin");
    expect(scope.timeZone).toBe("Europe/Berlin");
    const slots = slotsOf(["Saturday", "Sunday", "Monday"], ["09:00"]);
    const created = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({ startDate: "2027-03-26", endDate: "2027-11-02", slots }),
      at("2027-03-20T12:00:00Z"),
    );
    // Materialised up to today + 180 days in Berlin.
    expect(created.materialisedUntil).toBe("2027-09-16");
    const start = async (key: string) => iso((await eventAt(db, created.id, key)).startAt);
    expect(await start("2027-03-27T09:00")).toBe("2027-03-27T08:00:00.000Z");
    expect(await start("2027-03-28T09:00")).toBe("2027-03-28T07:00:00.000Z");
    expect(await start("2027-03-29T09:00")).toBe("2027-03-29T07:00:00.000Z");

    // Months later the job reaches the autumn change.
    const later = at("2027-09-01T12:00:00Z");
    expect(await extendSeriesHorizons(db, later)).toBeGreaterThan(0);
    expect(await start("2027-10-30T09:00")).toBe("2027-10-30T07:00:00.000Z");
    expect(await start("2027-10-31T09:00")).toBe("2027-10-31T08:00:00.000Z");
    expect(await start("2027-11-01T09:00")).toBe("2027-11-01T08:00:00.000Z");
    const rows = await eventsOfSeries(db, created.id);
    for (const row of rows) expect(utcToZoned(row.startAt, "Europe/Berlin").time).toBe("09:00");
    // Saturday 2027-03-27 to Monday 2027-11-01: 32 weeks of three departures.
    expect(rows).toHaveLength(96);
    expect((await getSeries(db, scope, created.id, later)).materialisedUntil).toBe("2027-11-02");
  });

  it("skips excluded dates, honours a count and never creates past departures", async () => {
    const { db, scope, body } = await projectWithExperience();
    const everyDay = slotsOf(allWeek, ["08:00", "18:00"]);
    const now = at("2027-07-10T12:00:00Z");
    const result = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({
        startDate: "2027-07-09",
        endDate: "2027-07-14",
        slots: everyDay,
        excludedDates: ["2027-07-12"],
      }),
      now,
    );
    // 9th is past; 10th 08:00 is past; 12th is excluded.
    expect((await eventsOfSeries(db, result.id)).map((row) => row.occurrenceKey)).toEqual([
      "2027-07-10T18:00",
      "2027-07-11T08:00",
      "2027-07-11T18:00",
      "2027-07-13T08:00",
      "2027-07-13T18:00",
      "2027-07-14T08:00",
      "2027-07-14T18:00",
    ]);

    const counted = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({ startDate: "2027-07-11", count: 5, slots: everyDay, excludedDates: ["2027-07-12"] }),
      now,
    );
    expect(counted.created).toBe(5);
    expect((await eventsOfSeries(db, counted.id)).map((row) => row.occurrenceKey)).toEqual([
      "2027-07-11T08:00",
      "2027-07-11T18:00",
      "2027-07-13T08:00",
      "2027-07-13T18:00",
      "2027-07-14T08:00",
    ]);

    // Excluding a date later removes its departures.
    const changed = await updateSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      result.id,
      body({
        startDate: "2027-07-09",
        endDate: "2027-07-14",
        slots: everyDay,
        excludedDates: ["2027-07-12", "2027-07-13"],
      }),
      now,
    );
    expect(changed).toMatchObject({ created: 0, updated: 0, removed: 2, flagged: 0, upcomingEvents: 5 });
  });

  it("uses the series' capacity, duration and prices, else the experience's", async () => {
    const { db, scope, body, categoryId } = await projectWithExperience(undefined, {
      capacity: 12,
      durationMinutes: 90,
    });
    const now = at("2027-08-01T08:00:00Z");
    const slots = slotsOf(["Monday"], ["10:00"]);
    const plain = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({ startDate: "2027-08-02", count: 1, slots }),
      now,
    );
    const [plainEvent] = await eventsOfSeries(db, plain.id);
    expect(plainEvent).toMatchObject({ capacity: 12, priceOverrides: {} });
    expect(plainEvent!.endAt.getTime() - plainEvent!.startAt.getTime()).toBe(90 * 60_000);

    const overrides = { [categoryId]: { price: 7_500, channelPrices: { Agent: 6_000 } } };
    const custom = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({
        startDate: "2027-08-02",
        count: 1,
        slots,
        capacity: 30,
        durationMinutes: 45,
        priceOverrides: overrides,
      }),
      now,
    );
    const [customEvent] = await eventsOfSeries(db, custom.id);
    expect(customEvent).toMatchObject({ capacity: 30, priceOverrides: overrides });
    expect(customEvent!.endAt.getTime() - customEvent!.startAt.getTime()).toBe(45 * 60_000);
  });
});

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

describe("series: the horizon job", () => {
  it("extends open-ended series day by day and never recreates a deleted occurrence", async () => {
    const { db, scope, body } = await projectWithExperience();
    const slots = slotsOf(["Tuesday"], ["09:00", "15:00"]);
    const now = at("2028-03-01T10:00:00Z");
    const created = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({ startDate: "2028-03-01", count: 1000, slots }),
      now,
    );
    expect(created.materialisedUntil).toBe("2028-08-28");
    const first = (await eventsOfSeries(db, created.id)).length;

    // Staff delete one departure.
    const dropped = await eventAt(db, created.id, "2028-03-14T09:00");
    await db.update(events).set({ status: "Deleted", deletedAt: now }).where(eq(events.id, dropped.id));

    // Nothing to do the same day; a week later the horizon moved by seven days: one more Tuesday.
    expect(await extendSeriesHorizons(db, now)).toBe(0);
    const weekLater = at("2028-03-08T10:00:00Z");
    expect(await extendSeriesHorizons(db, weekLater)).toBe(2);
    expect((await getSeries(db, scope, created.id, weekLater)).materialisedUntil).toBe("2028-09-04");
    expect(await extendSeriesHorizons(db, weekLater)).toBe(0);
    expect(await eventsOfSeries(db, created.id)).toHaveLength(first + 2);

    // Even asked to go over those dates again, the deleted occurrence stays deleted.
    await db
      .update(eventSeries)
      .set({ materialisedUntil: "2028-03-01" })
      .where(eq(eventSeries.id, created.id));
    expect(await extendSeriesHorizons(db, weekLater)).toBe(0);
    const again = await updateSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      created.id,
      body({ startDate: "2028-03-01", count: 1000, slots }),
      weekLater,
    );
    expect(again.created).toBe(0);
    expect(await eventAt(db, created.id, "2028-03-14T09:00")).toMatchObject({ status: "Deleted" });
    expect(await eventsOfSeries(db, created.id)).toHaveLength(first + 2);
  });

  it("shares the work between concurrent runs without duplicates", async () => {
    const { db, scope, body } = await projectWithExperience();
    const slots = slotsOf(["Thursday"], ["11:00"]);
    const now = at("2029-01-04T08:00:00Z");
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1)
      ids.push(
        (
          await createSeries(
            db,
            recordingHubs(),
            scope,
            actor,
            body({ startDate: "2029-01-04", count: 500, slots }),
            now,
          )
        ).id,
      );
    const before = await db.select({ id: events.id }).from(events);
    const later = at("2029-02-01T08:00:00Z");
    const runs = await Promise.all([1, 2, 3].map(() => extendSeriesHorizons(db, later)));
    const after = await db.select({ id: events.id }).from(events);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(after.length - before.length);
    for (const id of ids) {
      const keys = (await eventsOfSeries(db, id)).map((row) => row.occurrenceKey);
      // Four more Thursdays each (5 to 26 July), once.
      expect(keys).toHaveLength(30);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys.at(-1)).toBe("2029-07-26T11:00");
    }
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

describe("series: the job runner", () => {
  // Last in the file: running every due job moves the other companies' subscriptions on too.
  it("extends series horizons as one of the due jobs", async () => {
    const { db, scope, body } = await projectWithExperience();
    const now = at("2030-01-07T09:00:00Z");
    const created = await createSeries(
      db,
      recordingHubs(),
      scope,
      actor,
      body({ startDate: "2030-01-07", count: 100, slots: slotsOf(["Monday"], ["12:00"]) }),
      now,
    );
    const summary = await runDueJobs(db, { rapyd: scriptedRapyd().client }, at("2030-01-21T09:00:00Z"));
    expect(summary.seriesEvents).toBeGreaterThanOrEqual(2);
    expect(await eventsOfSeries(db, created.id)).toHaveLength(created.created + 2);
  });
});
