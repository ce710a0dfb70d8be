import { describe, expect, it } from "vitest";
import { type Weekday, weekdays } from "../enums";
import { addDays, weekdayOf } from "./local-date";
import {
  type Occurrence,
  type RecurrenceRule,
  defaultHorizonDays,
  maxWindowDays,
  occurrences,
  seriesHorizonEnd,
} from "./recurrence";
import { utcToZoned } from "./zoned-time";

const workdays: Weekday[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** A rule with sensible defaults: daily 09:00 in Reykjavik from 2027-01-01, open ended. */
function rule(overrides: Partial<RecurrenceRule> = {}): RecurrenceRule {
  return {
    timeZone: "Atlantic/Reykjavik",
    startDate: "2027-01-01",
    endDate: null,
    count: null,
    slots: weekdays.map((weekday) => ({ weekday, times: ["09:00"] })),
    excludedDates: [],
    durationMinutes: 60,
    ...overrides,
  };
}

const everyDayAt = (...times: string[]) => weekdays.map((weekday) => ({ weekday, times }));
const workdaysAt = (...times: string[]) => workdays.map((weekday) => ({ weekday, times }));
const keys = (list: Occurrence[]) => list.map((occurrence) => occurrence.key);
const starts = (list: Occurrence[]) => list.map((occurrence) => occurrence.start.toISOString());

describe("occurrences across DST in Europe/Berlin", () => {
  const berlin = (overrides: Partial<RecurrenceRule>) => rule({ timeZone: "Europe/Berlin", ...overrides });

  it("keeps a daily 09:00 departure at 09:00 local over the March change; UTC moves 08:00Z → 07:00Z", () => {
    const list = occurrences(berlin({ startDate: "2027-03-25", endDate: "2027-04-01" }), {
      from: "2027-03-01",
      until: "2027-04-30",
    });
    expect(list).toHaveLength(8);
    expect(list.map((o) => o.time)).toEqual(Array(8).fill("09:00"));
    expect(list.map((o) => utcToZoned(o.start, "Europe/Berlin").time)).toEqual(Array(8).fill("09:00"));
    expect(starts(list)).toEqual([
      "2027-03-25T08:00:00.000Z",
      "2027-03-26T08:00:00.000Z",
      "2027-03-27T08:00:00.000Z",
      "2027-03-28T07:00:00.000Z",
      "2027-03-29T07:00:00.000Z",
      "2027-03-30T07:00:00.000Z",
      "2027-03-31T07:00:00.000Z",
      "2027-04-01T07:00:00.000Z",
    ]);
  });

  it("keeps a daily 09:00 departure at 09:00 local over the October change; UTC moves 07:00Z → 08:00Z", () => {
    const list = occurrences(berlin({ startDate: "2027-10-28", endDate: "2027-11-04" }), {
      from: "2027-10-01",
      until: "2027-11-30",
    });
    expect(list.map((o) => utcToZoned(o.start, "Europe/Berlin").time)).toEqual(Array(8).fill("09:00"));
    expect(starts(list)).toEqual([
      "2027-10-28T07:00:00.000Z",
      "2027-10-29T07:00:00.000Z",
      "2027-10-30T07:00:00.000Z",
      "2027-10-31T08:00:00.000Z",
      "2027-11-01T08:00:00.000Z",
      "2027-11-02T08:00:00.000Z",
      "2027-11-03T08:00:00.000Z",
      "2027-11-04T08:00:00.000Z",
    ]);
  });

  it("moves a departure in the spring gap to 03:30 local but keeps its scheduled key", () => {
    const [gap] = occurrences(berlin({ slots: everyDayAt("02:30") }), {
      from: "2027-03-28",
      until: "2027-03-28",
    });
    expect(gap?.key).toBe("2027-03-28T02:30");
    expect(gap?.start.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(utcToZoned(gap!.start, "Europe/Berlin").time).toBe("03:30");
  });

  it("takes the earlier instant for a departure in the autumn overlap", () => {
    const [overlap] = occurrences(berlin({ slots: everyDayAt("02:30") }), {
      from: "2027-10-31",
      until: "2027-10-31",
    });
    expect(overlap?.start.toISOString()).toBe("2027-10-31T00:30:00.000Z");
  });

  it("measures the duration in absolute minutes across the change", () => {
    const [spring] = occurrences(berlin({ slots: everyDayAt("01:30"), durationMinutes: 120 }), {
      from: "2027-03-28",
      until: "2027-03-28",
    });
    expect(spring?.start.toISOString()).toBe("2027-03-28T00:30:00.000Z");
    expect(spring?.end.toISOString()).toBe("2027-03-28T02:30:00.000Z");
    expect(utcToZoned(spring!.end, "Europe/Berlin").time).toBe("04:30");
  });

  it("sorts by start instant even where the gap reorders local times", () => {
    const list = occurrences(berlin({ slots: everyDayAt("02:30", "03:00") }), {
      from: "2027-03-28",
      until: "2027-03-28",
    });
    expect(keys(list)).toEqual(["2027-03-28T03:00", "2027-03-28T02:30"]);
    expect(starts(list)).toEqual(["2027-03-28T01:00:00.000Z", "2027-03-28T01:30:00.000Z"]);
  });
});

describe("occurrences in other zones", () => {
  it("maps Reykjavik 09:00 to 09:00Z for every day of the year", () => {
    const list = occurrences(rule({ endDate: "2027-12-31" }), { from: "2027-01-01", until: "2027-12-31" });
    expect(list).toHaveLength(365);
    expect(list.every((o) => o.start.toISOString() === `${o.date}T09:00:00.000Z`)).toBe(true);
  });

  it("follows America/New_York over its March change (14:00Z → 13:00Z)", () => {
    const list = occurrences(rule({ timeZone: "America/New_York", slots: workdaysAt("09:00") }), {
      from: "2027-03-11",
      until: "2027-03-16",
    });
    expect(keys(list)).toEqual([
      "2027-03-11T09:00",
      "2027-03-12T09:00",
      "2027-03-15T09:00",
      "2027-03-16T09:00",
    ]);
    expect(starts(list)).toEqual([
      "2027-03-11T14:00:00.000Z",
      "2027-03-12T14:00:00.000Z",
      "2027-03-15T13:00:00.000Z",
      "2027-03-16T13:00:00.000Z",
    ]);
  });

  it("throws for an invalid time zone", () => {
    expect(() =>
      occurrences(rule({ timeZone: "Europe/Nowhere" }), { from: "2027-01-01", until: "2027-01-31" }),
    ).toThrow(/time zone/);
  });
});

describe("slots", () => {
  it("gives Mon–Fri 09:00 and 14:00 for March 2027 (23 workdays → 46 departures)", () => {
    const list = occurrences(rule({ slots: workdaysAt("09:00", "14:00") }), {
      from: "2027-03-01",
      until: "2027-03-31",
    });
    expect(list).toHaveLength(46);
    expect(list.every((o) => workdays.includes(weekdayOf(o.date)))).toBe(true);
    expect(keys(list).slice(0, 4)).toEqual([
      "2027-03-01T09:00",
      "2027-03-01T14:00",
      "2027-03-02T09:00",
      "2027-03-02T14:00",
    ]);
    expect(list.at(-1)?.key).toBe("2027-03-31T14:00");
  });

  it("de-duplicates repeated times, also across slots of the same weekday, and sorts them", () => {
    const list = occurrences(
      rule({
        slots: [
          { weekday: "Monday", times: ["14:00", "09:00", "14:00"] },
          { weekday: "Monday", times: ["09:00", "11:30"] },
          { weekday: "Tuesday", times: [] },
        ],
      }),
      { from: "2027-03-01", until: "2027-03-07" },
    );
    expect(keys(list)).toEqual(["2027-03-01T09:00", "2027-03-01T11:30", "2027-03-01T14:00"]);
    expect(new Set(keys(list)).size).toBe(list.length);
  });

  it("returns nothing without slots", () => {
    expect(occurrences(rule({ slots: [] }), { from: "2027-01-01", until: "2027-12-31" })).toEqual([]);
  });

  it("sets end = start + durationMinutes", () => {
    const [first] = occurrences(rule({ durationMinutes: 90 }), { from: "2027-01-01", until: "2027-01-01" });
    expect(first?.end.toISOString()).toBe("2027-01-01T10:30:00.000Z");
  });

  it("rejects invalid times, weekdays and durations", () => {
    const window = { from: "2027-01-01", until: "2027-01-31" };
    expect(() => occurrences(rule({ slots: workdaysAt("9:00") }), window)).toThrow(/time/);
    expect(() => occurrences(rule({ slots: workdaysAt("24:00") }), window)).toThrow(/time/);
    expect(() =>
      occurrences(rule({ slots: [{ weekday: "Funday" as Weekday, times: ["09:00"] }] }), window),
    ).toThrow(/weekday/);
    expect(() => occurrences(rule({ durationMinutes: -1 }), window)).toThrow(/duration/);
  });
});

describe("bounds and exclusions", () => {
  it("skips excluded dates, ignoring exclusions on days without departures", () => {
    const list = occurrences(
      rule({
        slots: workdaysAt("09:00", "14:00"),
        excludedDates: ["2027-03-03", "2027-03-06", "2027-03-03"],
      }),
      { from: "2027-03-01", until: "2027-03-31" },
    );
    expect(list).toHaveLength(44);
    expect(list.some((o) => o.date === "2027-03-03")).toBe(false);
  });

  it("bounds the series by startDate and endDate, inclusive", () => {
    const list = occurrences(rule({ startDate: "2027-02-10", endDate: "2027-02-12" }), {
      from: "2027-01-01",
      until: "2027-12-31",
    });
    expect(keys(list)).toEqual(["2027-02-10T09:00", "2027-02-11T09:00", "2027-02-12T09:00"]);
  });

  it("returns only the part of the series inside a narrower window", () => {
    const list = occurrences(rule({ endDate: "2027-12-31", slots: workdaysAt("09:00", "14:00") }), {
      from: "2027-06-10",
      until: "2027-06-14",
    });
    expect(keys(list)).toEqual([
      "2027-06-10T09:00",
      "2027-06-10T14:00",
      "2027-06-11T09:00",
      "2027-06-11T14:00",
      "2027-06-14T09:00",
      "2027-06-14T14:00",
    ]);
  });

  it("returns nothing for a window outside the series or an inverted window", () => {
    const series = rule({ startDate: "2027-02-01", endDate: "2027-02-28" });
    expect(occurrences(series, { from: "2027-01-01", until: "2027-01-31" })).toEqual([]);
    expect(occurrences(series, { from: "2027-03-01", until: "2027-03-31" })).toEqual([]);
    expect(occurrences(series, { from: "2027-02-20", until: "2027-02-10" })).toEqual([]);
  });

  it("rejects an endDate before the startDate and invalid dates", () => {
    const window = { from: "2027-01-01", until: "2027-01-31" };
    expect(() => occurrences(rule({ startDate: "2027-02-01", endDate: "2027-01-31" }), window)).toThrow(
      /endDate/,
    );
    expect(() => occurrences(rule({ startDate: "2027-02-30" }), window)).toThrow(/startDate/);
    expect(() => occurrences(rule({ excludedDates: ["2027-1-5"] }), window)).toThrow(/excluded/);
    expect(() => occurrences(rule(), { from: "2027-01-01", until: "2027-02-31" })).toThrow(/date/);
  });
});

describe("count", () => {
  const workdaySeries = (overrides: Partial<RecurrenceRule>) =>
    rule({ startDate: "2027-03-01", slots: workdaysAt("09:00", "14:00"), ...overrides });
  const march = { from: "2027-03-01", until: "2027-03-31" };

  it("stops after `count` occurrences, possibly part-way through a day", () => {
    const ten = occurrences(workdaySeries({ count: 10 }), march);
    expect(ten).toHaveLength(10);
    expect(ten.at(-1)?.key).toBe("2027-03-05T14:00");
    const five = occurrences(workdaySeries({ count: 5 }), march);
    expect(keys(five).slice(-2)).toEqual(["2027-03-02T14:00", "2027-03-03T09:00"]);
  });

  it("does not count excluded dates, so the series runs longer", () => {
    const list = occurrences(
      workdaySeries({ count: 10, excludedDates: ["2027-03-02", "2027-03-04"] }),
      march,
    );
    expect(list).toHaveLength(10);
    expect(list.some((o) => o.date === "2027-03-02" || o.date === "2027-03-04")).toBe(false);
    expect(list.at(-1)?.key).toBe("2027-03-09T14:00");
  });

  it("counts from startDate even when the window starts later", () => {
    const list = occurrences(workdaySeries({ count: 10 }), { from: "2027-03-04", until: "2027-03-31" });
    expect(keys(list)).toEqual([
      "2027-03-04T09:00",
      "2027-03-04T14:00",
      "2027-03-05T09:00",
      "2027-03-05T14:00",
    ]);
    expect(occurrences(workdaySeries({ count: 10 }), { from: "2027-03-08", until: "2027-03-31" })).toEqual(
      [],
    );
  });

  it("counts exclusions before the window when finding the count-th occurrence", () => {
    const list = occurrences(workdaySeries({ count: 10, excludedDates: ["2027-03-01"] }), {
      from: "2027-03-08",
      until: "2027-03-31",
    });
    expect(keys(list)).toEqual(["2027-03-08T09:00", "2027-03-08T14:00"]);
  });

  it("stops at whichever comes first of endDate and count", () => {
    expect(occurrences(workdaySeries({ count: 100, endDate: "2027-03-02" }), march)).toHaveLength(4);
    expect(occurrences(workdaySeries({ count: 3, endDate: "2027-03-31" }), march)).toHaveLength(3);
  });

  it("returns nothing for count 0 and rejects negative or fractional counts", () => {
    expect(occurrences(workdaySeries({ count: 0 }), march)).toEqual([]);
    expect(() => occurrences(workdaySeries({ count: -1 }), march)).toThrow(/count/);
    expect(() => occurrences(workdaySeries({ count: 2.5 }), march)).toThrow(/count/);
  });

  it("finds the count-th occurrence years after startDate without walking there", () => {
    // Daily from 2015-01-01, 5000 departures: the last is on day 4999 = 2028-09-08.
    const series = rule({ startDate: "2015-01-01", count: 5000 });
    const list = occurrences(series, { from: "2028-09-01", until: "2028-09-30" });
    expect(list.at(-1)?.key).toBe("2028-09-08T09:00");
    expect(list).toHaveLength(8);
  });
});

describe("horizon and window guard", () => {
  it("ends the horizon `horizonDays` after today", () => {
    expect(defaultHorizonDays).toBe(180);
    expect(seriesHorizonEnd("2027-01-01", defaultHorizonDays)).toBe("2027-06-30");
    expect(seriesHorizonEnd("2027-01-01", 0)).toBe("2027-01-01");
    expect(() => seriesHorizonEnd("2027-01-01", -1)).toThrow(/horizon/);
  });

  it("materialises an open-ended series up to the horizon", () => {
    const today = "2027-05-10";
    const list = occurrences(rule(), { from: today, until: seriesHorizonEnd(today, defaultHorizonDays) });
    expect(list).toHaveLength(181);
    expect(list[0]?.date).toBe(today);
    expect(list.at(-1)?.date).toBe("2027-11-06");
  });

  it(`accepts a window of ${maxWindowDays} days and rejects a longer one`, () => {
    const from = "2027-01-01";
    const longest = { from, until: addDays(from, maxWindowDays - 1) };
    expect(occurrences(rule(), longest)).toHaveLength(maxWindowDays);
    expect(() => occurrences(rule(), { from, until: addDays(from, maxWindowDays) })).toThrow(/longer/);
  });
});

describe("agreement with a day-by-day reference", () => {
  /** Walks every day from startDate: the obvious, slow definition of a series. */
  function reference(series: RecurrenceRule, window: { from: string; until: string }): string[] {
    const result: string[] = [];
    let counted = 0;
    for (let date = series.startDate; date <= window.until; date = addDays(date, 1)) {
      if (series.endDate !== null && date > series.endDate) break;
      if (series.excludedDates.includes(date)) continue;
      const times = [
        ...new Set(series.slots.filter((s) => s.weekday === weekdayOf(date)).flatMap((s) => s.times)),
      ].sort();
      for (const time of times) {
        if (series.count !== null && counted >= series.count) return result;
        counted++;
        if (date >= window.from) result.push(`${date}T${time}`);
      }
    }
    return result;
  }

  /** Deterministic pseudo-random numbers (mulberry32). */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  it("matches on 200 generated rules and windows", () => {
    const next = random(42);
    const pick = (n: number) => Math.floor(next() * n);
    const times = ["06:00", "09:00", "09:30", "14:00", "18:45"];
    for (let run = 0; run < 200; run++) {
      const startDate = addDays("2027-01-01", pick(60));
      const series = rule({
        timeZone: "Europe/Berlin",
        startDate,
        endDate: next() < 0.5 ? null : addDays(startDate, pick(120)),
        count: next() < 0.3 ? null : pick(80),
        slots: weekdays
          .filter(() => next() < 0.5)
          .map((weekday) => ({ weekday, times: times.filter(() => next() < 0.4) })),
        excludedDates: Array.from({ length: pick(12) }, () => addDays(startDate, pick(100) - 10)),
      });
      const from = addDays(startDate, pick(100) - 20);
      const window = { from, until: addDays(from, pick(90)) };
      const actual = occurrences(series, window);
      expect(keys(actual).sort(), JSON.stringify({ series, window })).toEqual(reference(series, window));
    }
  });
});
