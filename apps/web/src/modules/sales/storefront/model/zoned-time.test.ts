import { describe, expect, it } from "vitest";
import {
  addMonths,
  dayIn,
  monthsBetween,
  placeOfZone,
  registerZoneRules,
  startOfDayIn,
  wallClock,
  zoneRulesOf,
} from "./zoned-time";

describe("zoned time", () => {
  it("reads the wall clock where the tour happens", () => {
    expect(wallClock("2027-07-02T09:00:00Z", "Atlantic/Reykjavik")).toMatchObject({ hour: 9, minute: 0 });
    expect(wallClock("2027-07-02T09:00:00Z", "Europe/Berlin")).toMatchObject({ hour: 11 });
    expect(dayIn("2027-07-02T23:30:00Z", "Europe/Berlin")).toBe("2027-07-03");
  });
  it("finds a zone's midnight, also across a change of clocks", () => {
    expect(startOfDayIn("2027-03-28", "Europe/Berlin").toISOString()).toBe("2027-03-27T23:00:00.000Z");
    expect(startOfDayIn("2027-03-29", "Europe/Berlin").toISOString()).toBe("2027-03-28T22:00:00.000Z");
    expect(startOfDayIn("2027-07-01", "Atlantic/Reykjavik").toISOString()).toBe("2027-07-01T00:00:00.000Z");
  });
  it("counts months and names places", () => {
    expect(addMonths("2027-12-01", 1)).toBe("2028-01-01");
    expect(monthsBetween("2027-07-01", "2028-06-01")).toBe(11);
    expect(placeOfZone("America/New_York")).toBe("New York");
    expect(placeOfZone("Atlantic/Reykjavik")).toBe("Reykjavik");
  });
});

describe("zone rules", () => {
  it("find a zone's changes of clocks to the minute and read wall clocks from them as a date format does", () => {
    const from = new Date("2027-01-01T00:00:00Z");
    const to = new Date("2028-01-01T00:00:00Z");
    const rules = zoneRulesOf("Europe/Berlin", from, to);
    expect(rules.changes.map((c) => [new Date(c.at).toISOString(), c.offsetMinutes])).toEqual([
      ["2027-01-01T00:00:00.000Z", 60],
      ["2027-03-28T01:00:00.000Z", 120],
      ["2027-10-31T01:00:00.000Z", 60],
    ]);
    const instants = Array.from({ length: 400 }, (_, i) => new Date(from.getTime() + i * 21.9 * 3_600_000));
    const byFormat = instants.map((at) => wallClock(at, "Europe/Berlin"));
    registerZoneRules(rules);
    expect(instants.map((at) => wallClock(at, "Europe/Berlin"))).toEqual(byFormat);
    expect(zoneRulesOf("Atlantic/Reykjavik", from, to).changes).toHaveLength(1);
  });
});
