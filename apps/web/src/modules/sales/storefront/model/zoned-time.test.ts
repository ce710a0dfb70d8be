import { describe, expect, it } from "vitest";
import { addMonths, dayIn, monthsBetween, placeOfZone, startOfDayIn, wallClock } from "./zoned-time";

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
