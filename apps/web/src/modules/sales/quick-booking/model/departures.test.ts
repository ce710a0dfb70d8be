import { describe, expect, it } from "vitest";
import { testEvent } from "../../../../components/testing/event-fixtures";
import { dayRange, departureState, departuresOn } from "./departures";

const now = new Date("2027-07-01T08:00:00.000Z");

describe("dayRange", () => {
  it("covers a Reykjavik day, which is a UTC day", () => {
    expect(dayRange("2027-07-01", "Atlantic/Reykjavik")).toEqual({
      from: "2027-07-01T00:00:00.000Z",
      to: "2027-07-02T00:00:00.000Z",
    });
  });

  it("covers the 23 hours of the Berlin day the clocks go forward", () => {
    expect(dayRange("2027-03-28", "Europe/Berlin")).toEqual({
      from: "2027-03-27T23:00:00.000Z",
      to: "2027-03-28T22:00:00.000Z",
    });
  });
});

describe("departureState", () => {
  it("lets only a departure with seats that has not left be chosen", () => {
    const later = { start: "2027-07-01T10:00:00.000Z", available: 4 };
    expect(departureState({ ...later, status: "Active" }, now)).toBe("Open");
    expect(departureState({ ...later, status: "Delayed" }, now)).toBe("Open");
    expect(departureState({ ...later, status: "Closed" }, now)).toBe("Closed");
    expect(departureState({ ...later, status: "Cancelled" }, now)).toBe("Cancelled");
    expect(departureState({ ...later, status: "Active", available: 0 }, now)).toBe("Full");
    expect(departureState({ ...later, status: "Active", start: now.toISOString() }, now)).toBe("Departed");
  });
});

describe("departuresOn", () => {
  it("keeps the experience's departures of the local date, earliest first, without deleted ones", () => {
    const late = testEvent({ id: "late", localStart: "2027-07-01T18:00" });
    const early = testEvent({ id: "early", localStart: "2027-07-01T08:00" });
    const nextDay = testEvent({ id: "next", localStart: "2027-07-02T08:00" });
    const deleted = testEvent({ id: "deleted", localStart: "2027-07-01T09:00", status: "Deleted" });
    const other = testEvent({ id: "other", localStart: "2027-07-01T09:00", experienceId: "another" });
    const chosen = departuresOn([late, nextDay, deleted, other, early], early.experienceId, "2027-07-01");
    expect(chosen.map((event) => event.id)).toEqual(["early", "late"]);
  });
});
