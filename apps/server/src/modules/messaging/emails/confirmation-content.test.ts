import { describe, expect, it } from "vitest";
import { formatDeparture, placeOfZone } from "./confirmation-content";

describe("departure times in a confirmation", () => {
  it("names the place of the tour's zone as people say it", () => {
    expect(placeOfZone("Atlantic/Reykjavik")).toBe("Reykjavik");
    expect(placeOfZone("America/New_York")).toBe("New York");
    expect(placeOfZone("America/Argentina/Buenos_Aires")).toBe("Buenos Aires");
    expect(placeOfZone("UTC")).toBe("UTC");
  });

  it("reads the clock in the tour's zone, whatever the server's own", () => {
    const start = new Date("2027-01-05T09:00:00Z");
    const end = new Date("2027-01-05T12:00:00Z");
    expect(formatDeparture(start, end, "Atlantic/Reykjavik", "EN")).toEqual({
      date: "Tuesday, 5 January 2027",
      time: "09:00–12:00",
    });
    expect(formatDeparture(start, end, "Asia/Tokyo", "EN").time).toBe("18:00–21:00");
    // Late in the evening in Los Angeles the day before.
    const la = formatDeparture(new Date("2027-01-05T05:00:00Z"), end, "America/Los_Angeles", "EN");
    expect(la).toEqual({ date: "Monday, 4 January 2027", time: "21:00 – Tuesday, 5 January 2027 04:00" });
  });
});
