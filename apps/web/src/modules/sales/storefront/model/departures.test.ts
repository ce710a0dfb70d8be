import { describe, expect, it } from "vitest";
import { afternoon, laterWalk, soldOutMorning } from "../testing/storefront-fixtures";
import {
  departuresByDay,
  firstBookableDay,
  isBookable,
  monthOf,
  monthRange,
  monthToLookAt,
} from "./departures";

describe("monthRange", () => {
  const now = new Date("2027-07-15T10:30:00.000Z");
  it("asks for the rest of the current month from now", () => {
    expect(monthRange("2027-07-01", now, "Atlantic/Reykjavik")).toEqual({
      from: "2027-07-15T10:30:00.000Z",
      to: "2027-08-01T00:00:00.000Z",
    });
  });
  it("asks for a whole later month and nothing for a month already over", () => {
    expect(monthRange("2027-09-01", now, "Atlantic/Reykjavik")).toEqual({
      from: "2027-09-01T00:00:00.000Z",
      to: "2027-10-01T00:00:00.000Z",
    });
    expect(monthRange("2027-06-01", now, "Atlantic/Reykjavik")).toBeNull();
  });
  it("looks at the months after this one, twelve in all", () => {
    expect(monthToLookAt("2027-07-01", "2027-07-01")).toBe("2027-08-01");
    expect(monthToLookAt("2027-07-01", "2027-12-01")).toBe("2028-01-01");
    expect(monthToLookAt("2027-07-01", "2028-05-01")).toBe("2028-06-01");
    expect(monthToLookAt("2027-07-01", "2028-06-01")).toBeNull();
  });
  it("names a month by its first day", () => {
    expect(monthOf(new Date("2027-02-17T12:00:00Z"), "Atlantic/Reykjavik")).toBe("2027-02-01");
  });
});

describe("departuresByDay", () => {
  it("groups by local day, earliest first, and finds the first day with seats", () => {
    const byDay = departuresByDay([laterWalk, afternoon, soldOutMorning], "Atlantic/Reykjavik");
    expect([...byDay.keys()]).toEqual(["2027-07-02", "2027-07-05"]);
    expect(byDay.get("2027-07-02")!.map((event) => event.id)).toEqual([soldOutMorning.id, afternoon.id]);
    expect(firstBookableDay(byDay)).toBe("2027-07-02");
    expect(firstBookableDay(departuresByDay([soldOutMorning, laterWalk], "Atlantic/Reykjavik"))).toBe(
      "2027-07-05",
    );
    expect(firstBookableDay(departuresByDay([soldOutMorning], "Atlantic/Reykjavik"))).toBeUndefined();
  });
  it("puts a departure on the day of the zone where the tour happens, not the reader's", () => {
    const late = { ...afternoon, start: "2027-07-02T23:30:00.000Z", end: "2027-07-03T01:00:00.000Z" };
    expect([...departuresByDay([late], "Atlantic/Reykjavik").keys()]).toEqual(["2027-07-02"]);
    expect([...departuresByDay([late], "Europe/Berlin").keys()]).toEqual(["2027-07-03"]);
  });
  it("counts a departure with no seats left as not bookable even before it is marked sold out", () => {
    expect(isBookable({ soldOut: false, available: 0 })).toBe(false);
    expect(isBookable({ soldOut: false, available: 1 })).toBe(true);
    expect(isBookable({ soldOut: true, available: 3 })).toBe(false);
  });
});

describe("monthRange in a zone with summer time", () => {
  it("starts the month at the zone's midnight", () => {
    const now = new Date("2027-01-01T00:00:00.000Z");
    expect(monthRange("2027-07-01", now, "Europe/Oslo")).toEqual({
      from: "2027-06-30T22:00:00.000Z",
      to: "2027-07-31T22:00:00.000Z",
    });
  });
});
