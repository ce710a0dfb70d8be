import { describe, expect, it } from "vitest";
import { isValidTimeZone, localDateInZone, utcToZoned, zonedToUtc, zoneOffsetMinutes } from "./zoned-time";

const berlin = "Europe/Berlin";
const reykjavik = "Atlantic/Reykjavik";
const newYork = "America/New_York";

const iso = (date: Date): string => date.toISOString();
const at = (instant: string): Date => new Date(instant);

describe("zonedToUtc", () => {
  it("converts ordinary Berlin times with the winter and summer offsets", () => {
    expect(iso(zonedToUtc("2027-01-15", "09:00", berlin))).toBe("2027-01-15T08:00:00.000Z");
    expect(iso(zonedToUtc("2027-07-15", "09:00", berlin))).toBe("2027-07-15T07:00:00.000Z");
  });

  it("moves a Berlin time in the spring-forward gap forward by the gap (02:30 → 03:30 CEST)", () => {
    const start = zonedToUtc("2027-03-28", "02:30", berlin);
    expect(iso(start)).toBe("2027-03-28T01:30:00.000Z");
    expect(utcToZoned(start, berlin)).toEqual({ date: "2027-03-28", time: "03:30", weekday: "Sunday" });
    expect(iso(zonedToUtc("2027-03-28", "02:00", berlin))).toBe("2027-03-28T01:00:00.000Z");
    expect(iso(zonedToUtc("2027-03-28", "02:59", berlin))).toBe("2027-03-28T01:59:00.000Z");
  });

  it("keeps the Berlin times just around the spring gap exact", () => {
    expect(iso(zonedToUtc("2027-03-28", "01:59", berlin))).toBe("2027-03-28T00:59:00.000Z");
    expect(iso(zonedToUtc("2027-03-28", "03:00", berlin))).toBe("2027-03-28T01:00:00.000Z");
    expect(iso(zonedToUtc("2027-03-28", "00:00", berlin))).toBe("2027-03-27T23:00:00.000Z");
  });

  it("takes the earlier instant for an ambiguous Berlin time at fall-back (02:30 → 00:30Z)", () => {
    expect(iso(zonedToUtc("2027-10-31", "02:30", berlin))).toBe("2027-10-31T00:30:00.000Z");
    expect(iso(zonedToUtc("2027-10-31", "02:00", berlin))).toBe("2027-10-31T00:00:00.000Z");
    expect(iso(zonedToUtc("2027-10-31", "02:59", berlin))).toBe("2027-10-31T00:59:00.000Z");
    // Both instants read 02:30 on the wall clock.
    expect(utcToZoned(at("2027-10-31T00:30:00Z"), berlin).time).toBe("02:30");
    expect(utcToZoned(at("2027-10-31T01:30:00Z"), berlin).time).toBe("02:30");
  });

  it("keeps the Berlin times just around the autumn overlap exact", () => {
    expect(iso(zonedToUtc("2027-10-31", "01:59", berlin))).toBe("2027-10-30T23:59:00.000Z");
    expect(iso(zonedToUtc("2027-10-31", "03:00", berlin))).toBe("2027-10-31T02:00:00.000Z");
  });

  it("maps Reykjavik 09:00 to 09:00Z all year (no DST)", () => {
    for (const date of ["2027-01-01", "2027-03-28", "2027-06-21", "2027-10-31", "2027-12-31"]) {
      expect(iso(zonedToUtc(date, "09:00", reykjavik))).toBe(`${date}T09:00:00.000Z`);
    }
  });

  it("handles America/New_York winter, summer, gap and overlap", () => {
    expect(iso(zonedToUtc("2027-01-15", "09:00", newYork))).toBe("2027-01-15T14:00:00.000Z");
    expect(iso(zonedToUtc("2027-07-15", "09:00", newYork))).toBe("2027-07-15T13:00:00.000Z");
    // DST starts 2027-03-14 at 02:00 EST: 02:30 does not exist → 03:30 EDT.
    expect(iso(zonedToUtc("2027-03-14", "02:30", newYork))).toBe("2027-03-14T07:30:00.000Z");
    // DST ends 2027-11-07 at 02:00 EDT: 01:30 happens twice → the EDT one.
    expect(iso(zonedToUtc("2027-11-07", "01:30", newYork))).toBe("2027-11-07T05:30:00.000Z");
  });

  it("handles a half-hour zone and a half-hour DST gap", () => {
    expect(iso(zonedToUtc("2027-06-01", "09:00", "Asia/Kolkata"))).toBe("2027-06-01T03:30:00.000Z");
    // Lord Howe Island springs forward 30 minutes, 02:00 → 02:30, on 2027-10-03.
    expect(iso(zonedToUtc("2027-10-03", "02:15", "Australia/Lord_Howe"))).toBe("2027-10-02T15:45:00.000Z");
  });

  it("moves a time on a skipped calendar day forward by a whole day (Samoa, 2011-12-30)", () => {
    const start = zonedToUtc("2011-12-30", "09:00", "Pacific/Apia");
    expect(utcToZoned(start, "Pacific/Apia")).toEqual({
      date: "2011-12-31",
      time: "09:00",
      weekday: "Saturday",
    });
  });

  it("round-trips every quarter hour of a Berlin transition day outside the gap", () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      if (time >= "02:00" && time < "03:00") continue;
      expect(utcToZoned(zonedToUtc("2027-03-28", time, berlin), berlin).time).toBe(time);
      expect(utcToZoned(zonedToUtc("2027-10-31", time, berlin), berlin).time).toBe(time);
    }
  });

  it("rejects invalid zones, dates and times", () => {
    expect(() => zonedToUtc("2027-01-01", "09:00", "Mars/Olympus_Mons")).toThrow(/time zone/);
    expect(() => zonedToUtc("2027-02-29", "09:00", berlin)).toThrow(/date/);
    expect(() => zonedToUtc("2027-01-01", "24:00", berlin)).toThrow(/time/);
    expect(() => zonedToUtc("2027-01-01", "9:00", berlin)).toThrow(/time/);
  });
});

describe("utcToZoned", () => {
  it("reads the local date, time and weekday across the date line", () => {
    expect(utcToZoned(at("2027-01-01T03:00:00Z"), newYork)).toEqual({
      date: "2026-12-31",
      time: "22:00",
      weekday: "Thursday",
    });
    expect(utcToZoned(at("2027-01-01T03:00:00Z"), "Pacific/Auckland")).toEqual({
      date: "2027-01-01",
      time: "16:00",
      weekday: "Friday",
    });
  });

  it("prints midnight as 00:00 (hour cycle h23) and truncates seconds", () => {
    expect(utcToZoned(at("2027-05-01T22:00:59Z"), berlin)).toEqual({
      date: "2027-05-02",
      time: "00:00",
      weekday: "Sunday",
    });
  });

  it("rejects an invalid zone or instant", () => {
    expect(() => utcToZoned(at("2027-01-01T00:00:00Z"), "Not/AZone")).toThrow(/time zone/);
    expect(() => utcToZoned(new Date(Number.NaN), berlin)).toThrow(/instant/);
  });
});

describe("zoneOffsetMinutes", () => {
  it("switches exactly at the Berlin transitions", () => {
    expect(zoneOffsetMinutes(at("2027-03-28T00:59:59Z"), berlin)).toBe(60);
    expect(zoneOffsetMinutes(at("2027-03-28T01:00:00Z"), berlin)).toBe(120);
    expect(zoneOffsetMinutes(at("2027-10-31T00:59:59Z"), berlin)).toBe(120);
    expect(zoneOffsetMinutes(at("2027-10-31T01:00:00Z"), berlin)).toBe(60);
  });

  it("gives negative offsets west of Greenwich and zero for Reykjavik", () => {
    expect(zoneOffsetMinutes(at("2027-01-15T12:00:00Z"), newYork)).toBe(-300);
    expect(zoneOffsetMinutes(at("2027-07-15T12:00:00Z"), newYork)).toBe(-240);
    expect(zoneOffsetMinutes(at("2027-01-15T12:00:00Z"), reykjavik)).toBe(0);
    expect(zoneOffsetMinutes(at("2027-07-15T12:00:00Z"), reykjavik)).toBe(0);
    expect(zoneOffsetMinutes(at("2027-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
  });

  it("rejects an invalid zone", () => {
    expect(() => zoneOffsetMinutes(at("2027-01-15T12:00:00Z"), "Europe/Atlantis")).toThrow(/time zone/);
  });
});

describe("localDateInZone", () => {
  it("returns the local calendar date of an instant", () => {
    const instant = at("2027-03-27T23:30:00Z");
    expect(localDateInZone(instant, "UTC")).toBe("2027-03-27");
    expect(localDateInZone(instant, berlin)).toBe("2027-03-28");
    expect(localDateInZone(instant, newYork)).toBe("2027-03-27");
    expect(localDateInZone(instant, reykjavik)).toBe("2027-03-27");
  });

  it("rejects an invalid zone", () => {
    expect(() => localDateInZone(at("2027-01-15T12:00:00Z"), "")).toThrow(/time zone/);
  });
});

describe("isValidTimeZone", () => {
  it("accepts IANA zones and rejects unknown names", () => {
    expect(isValidTimeZone(berlin)).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Europe/Berlín")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
});
