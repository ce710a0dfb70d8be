import { describe, expect, it } from "vitest";
import { testEvent } from "../../../../components/testing/event-fixtures";
import { moveChoices } from "./move-departures";

const day = "2027-07-01";
const base = {
  date: day,
  currentEventId: "current",
  seats: 3,
  overbook: false,
  now: new Date("2027-07-01T10:30:00Z"),
};
const walk = "walk";
const events = [
  testEvent({
    id: "late",
    experienceId: walk,
    localStart: `${day}T15:00`,
    start: "2027-07-01T15:00:00Z",
    available: 2,
  }),
  testEvent({ id: "current", experienceId: walk, localStart: `${day}T12:00`, start: "2027-07-01T12:00:00Z" }),
  testEvent({ id: "left", experienceId: walk, localStart: `${day}T09:00`, start: "2027-07-01T09:00:00Z" }),
  testEvent({
    id: "closed",
    experienceId: walk,
    localStart: `${day}T13:00`,
    start: "2027-07-01T13:00:00Z",
    status: "Closed",
  }),
  testEvent({
    id: "off",
    experienceId: walk,
    localStart: `${day}T14:00`,
    start: "2027-07-01T14:00:00Z",
    status: "Cancelled",
  }),
  testEvent({
    id: "gone",
    experienceId: walk,
    localStart: `${day}T14:30`,
    start: "2027-07-01T14:30:00Z",
    status: "Deleted",
  }),
  testEvent({
    id: "whale",
    experienceId: "whale",
    localStart: `${day}T11:00`,
    start: "2027-07-01T11:00:00Z",
  }),
  testEvent({
    id: "tomorrow",
    experienceId: walk,
    localStart: "2027-07-02T11:00",
    start: "2027-07-02T11:00:00Z",
  }),
];

describe("departures to move a booking to", () => {
  it("lists the day's departures of the experience in time order, with what stops each being chosen", () => {
    const choices = moveChoices(events, { ...base, experienceId: walk });
    expect(choices.map((c) => [c.event.id, c.state])).toEqual([
      ["left", "Departed"],
      ["current", "Current"],
      ["closed", "Open"],
      ["off", "Cancelled"],
      ["late", "TooFew"],
    ]);
  });

  it("takes every experience and, when overbooking, departures without enough seats", () => {
    const choices = moveChoices(events, { ...base, experienceId: null, overbook: true });
    expect(choices.map((c) => [c.event.id, c.state])).toContainEqual(["whale", "Open"]);
    expect(choices.map((c) => [c.event.id, c.state])).toContainEqual(["late", "Open"]);
  });
});
