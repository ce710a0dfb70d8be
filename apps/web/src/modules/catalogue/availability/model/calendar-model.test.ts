import { describe, expect, it } from "vitest";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import { experienceNameOf, localEndOf, matchesExperiences, toCalendarEvent } from "./calendar-events";
import { firstHourToShow, instantRangeFor, isInWallRange, nowInZone, wallClockOf } from "./calendar-range";

const event: StundEvent = {
  id: "e1",
  projectId: "p1",
  experienceId: "x1",
  experienceName: { EN: "Glacier walk", IS: "Jöklaganga" },
  experienceTag: "glacier-walk",
  seriesId: null,
  start: "2027-07-01T07:00:00.000Z",
  end: "2027-07-01T10:30:00.000Z",
  localStart: "2027-07-01T09:00",
  timeZone: "Europe/Berlin",
  capacity: 20,
  sold: 7,
  held: 2,
  available: 11,
  status: "Active",
  delayStatus: null,
  delayMessage: "",
  originalStart: null,
  detached: false,
  flagged: false,
  flagReason: "",
  priceOverrides: {},
  note: "",
  updatedAt: "2027-06-01T00:00:00.000Z",
};

describe("calendar range", () => {
  it("reads FullCalendar's UTC-mode dates back as wall-clock times", () => {
    expect(wallClockOf(new Date("2027-07-01T00:00:00Z"))).toBe("2027-07-01T00:00");
  });

  it("asks for every instant that can be a local time in the visible range", () => {
    expect(instantRangeFor({ start: "2027-06-28T00:00", end: "2027-07-05T00:00" })).toEqual({
      from: "2027-06-27T10:00:00.000Z",
      to: "2027-07-05T12:00:00.000Z",
    });
  });

  it("gives the project's wall-clock now for the calendar's today", () => {
    const now = new Date("2027-07-01T22:30:00Z");
    expect(nowInZone("Atlantic/Reykjavik", now)).toBe("2027-07-01T22:30:00");
    expect(nowInZone("Europe/Berlin", now)).toBe("2027-07-02T00:30:00");
    expect(nowInZone(undefined, now)).toBe("2027-07-01T22:30:00");
  });

  it("scrolls the time grid to an hour before the earliest start", () => {
    expect(firstHourToShow([])).toBe("07:00:00");
    expect(firstHourToShow([{ localStart: "2027-07-01T13:00" }, { localStart: "2027-07-02T05:30" }])).toBe(
      "04:00:00",
    );
    expect(firstHourToShow([{ localStart: "2027-07-01T00:15" }])).toBe("00:00:00");
  });

  it("keeps events whose local start is in the range, end excluded", () => {
    const range = { start: "2027-07-01T00:00", end: "2027-07-02T00:00" };
    expect(isInWallRange("2027-07-01T00:00", range)).toBe(true);
    expect(isInWallRange("2027-07-01T23:59", range)).toBe(true);
    expect(isInWallRange("2027-07-02T00:00", range)).toBe(false);
    expect(isInWallRange("2027-06-30T23:00", range)).toBe(false);
  });
});

describe("calendar events", () => {
  it("passes local wall-clock start and end without an offset", () => {
    const input = toCalendarEvent(event, "EN", false);
    expect(input.start).toBe("2027-07-01T09:00:00");
    expect(input.end).toBe("2027-07-01T12:30:00");
    expect(input.title).toBe("Glacier walk");
    expect(input.backgroundColor).toBe("var(--mantine-color-green-light)");
  });

  it("computes the local end across a daylight-saving change", () => {
    expect(localEndOf({ ...event, end: "2027-10-31T02:30:00.000Z", localStart: "2027-10-30T20:00" })).toBe(
      "2027-10-31T03:30",
    );
  });

  it("names the experience in Icelandic, falling back to English", () => {
    expect(experienceNameOf(event, "IS")).toBe("Jöklaganga");
    expect(experienceNameOf({ experienceName: { EN: "Whales", IS: "" } }, "IS")).toBe("Whales");
  });

  it("marks a selected event and filters by several experiences", () => {
    expect(toCalendarEvent(event, "EN", true).borderColor).toBe("var(--mantine-color-dark-filled)");
    expect(matchesExperiences(event, [])).toBe(true);
    expect(matchesExperiences(event, ["x2", "x1"])).toBe(true);
    expect(matchesExperiences(event, ["x2"])).toBe(false);
  });
});
