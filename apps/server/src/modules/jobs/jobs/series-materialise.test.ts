import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, eventSeries, projectActivity } from "../../../db/schema/catalogue";
import { createTestApp, type TestApp } from "../../../../test/test-app";
import { runDueJobs } from "./due-jobs";
import { scriptedRapyd } from "./job-test-support";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import { extendSeriesHorizons } from "../../catalogue/series/series-horizon.job";
import { createSeries, getSeries, updateSeries } from "../../catalogue/series/series.service";
import type { insertExperience } from "../../catalogue/series/series-test-support";
import {
  actor,
  allWeek,
  at,
  eventAt,
  eventsOfSeries,
  iso,
  recordingHubs,
  seriesProject,
  slotsOf,
} from "../../catalogue/series/series-test-support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const projectWithExperience = (timeZone?: string, experience: Parameters<typeof insertExperience>[2] = {}) =>
  seriesProject(t, timeZone, experience);

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
