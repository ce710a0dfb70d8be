import { describe, expect, it } from "vitest";
import type { ScheduleDeparture } from "@stund/shared/contracts/staff-schedule";
import { departuresByDay, initialsOf, mondayOf, pageDate, timesOf, weekOf } from "./schedule-week";

const at = (startAt: string, endAt: string, timeZone = "Atlantic/Reykjavik") =>
  ({ eventId: startAt, startAt, endAt, timeZone }) as ScheduleDeparture;

describe("the schedule's week", () => {
  it("starts on Monday, whatever day it holds", () => {
    expect(mondayOf("2031-06-02")).toBe("2031-06-02");
    expect(mondayOf("2031-06-04")).toBe("2031-06-02");
    expect(mondayOf("2031-06-08")).toBe("2031-06-02");
    expect(mondayOf("2031-06-09")).toBe("2031-06-09");
    expect(mondayOf("2027-01-01")).toBe("2026-12-28");
  });

  it("spans Monday to Monday at midnight in the company's zone, across a change of clocks", () => {
    expect(weekOf("2031-06-04", "Atlantic/Reykjavik")).toEqual({
      days: [
        "2031-06-02",
        "2031-06-03",
        "2031-06-04",
        "2031-06-05",
        "2031-06-06",
        "2031-06-07",
        "2031-06-08",
      ],
      from: "2031-06-02T00:00:00.000Z",
      to: "2031-06-09T00:00:00.000Z",
    });
    // Berlin moves its clocks on Sunday 30 March 2031: that week is an hour shorter.
    const spring = weekOf("2031-03-26", "Europe/Berlin");
    expect(spring.from).toBe("2031-03-23T23:00:00.000Z");
    expect(spring.to).toBe("2031-03-30T22:00:00.000Z");
  });

  it("files departures under the day they start in the company's zone", () => {
    const days = weekOf("2031-06-04", "Europe/Berlin").days;
    const late = at("2031-06-03T22:30:00.000Z", "2031-06-04T00:30:00.000Z");
    const byDay = departuresByDay([late], days, "Europe/Berlin");
    expect(byDay.get("2031-06-04")).toEqual([late]);
    expect(byDay.get("2031-06-03")).toEqual([]);
    expect([...byDay.keys()]).toEqual(days);
  });

  it("writes times on the departure's own clock", () => {
    expect(timesOf(at("2031-06-04T09:00:00.000Z", "2031-06-04T12:30:00.000Z"))).toBe("09:00–12:30");
    expect(timesOf(at("2031-06-04T09:00:00.000Z", "2031-06-04T12:30:00.000Z", "Europe/Oslo"))).toBe(
      "11:00–14:30",
    );
  });

  it("takes the address's date when it is a real one, else today in the zone", () => {
    expect(pageDate("2031-06-04", "UTC")).toBe("2031-06-04");
    expect(pageDate("2031-02-30", "UTC", new Date("2031-06-04T23:30:00Z"))).toBe("2031-06-04");
    expect(pageDate(null, "Pacific/Auckland", new Date("2031-06-04T23:30:00Z"))).toBe("2031-06-05");
  });

  it("makes initials of first and last names", () => {
    expect(initialsOf("Helga Björnsdóttir")).toBe("HB");
    expect(initialsOf("Jón Páll Ásgeirsson")).toBe("JÁ");
    expect(initialsOf("  anna ")).toBe("A");
    expect(initialsOf("")).toBe("?");
  });
});
