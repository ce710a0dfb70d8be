import { describe, expect, it } from "vitest";
import { monthGrid, monthName, weekdayNames } from "./month-grid";

describe("month grid", () => {
  it("lays a month out in weeks from Monday", () => {
    const weeks = monthGrid("2027-07-01");
    // 1 July 2027 is a Thursday.
    expect(weeks[0]).toEqual([null, null, null, "2027-07-01", "2027-07-02", "2027-07-03", "2027-07-04"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });
  it("names months and weekdays in the reader's language", () => {
    expect(monthName("2027-07-01", "EN")).toBe("July 2027");
    expect(monthName("2027-07-01", "IS")).toMatch(/júlí 2027/);
    expect(weekdayNames("EN")[0]!.long).toBe("Monday");
  });
});
