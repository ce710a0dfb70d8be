import { describe, expect, it } from "vitest";
import { extraSeatsAllowed, unitsUsed, UsageTimeline, type AssetNeedOfPool } from "./asset-usage";

const jeep: AssetNeedOfPool = { assetId: "jeeps", quantity: 1, per: "Person", seatsPerUnit: 4 };
const guide: AssetNeedOfPool = { assetId: "guides", quantity: 1, per: "Departure", seatsPerUnit: 1 };
const boat: AssetNeedOfPool = { assetId: "boats", quantity: 2, per: "Booking", seatsPerUnit: 1 };

describe("units an event uses", () => {
  it("counts a Person need per started unit of seats", () => {
    expect(unitsUsed(jeep, { seats: 0, bookings: 0 })).toBe(0);
    expect(unitsUsed(jeep, { seats: 1, bookings: 1 })).toBe(1);
    expect(unitsUsed(jeep, { seats: 4, bookings: 1 })).toBe(1);
    expect(unitsUsed(jeep, { seats: 5, bookings: 2 })).toBe(2);
    expect(unitsUsed({ ...jeep, quantity: 2 }, { seats: 3, bookings: 1 })).toBe(2);
  });

  it("counts a Departure need once a seat is taken, and a Booking need per booking", () => {
    expect(unitsUsed(guide, { seats: 0, bookings: 0 })).toBe(0);
    expect(unitsUsed(guide, { seats: 9, bookings: 3 })).toBe(1);
    expect(unitsUsed(boat, { seats: 9, bookings: 3 })).toBe(6);
  });

  it("allows extra seats as far as the free units carry them", () => {
    expect(extraSeatsAllowed(jeep, { seats: 3, bookings: 1 }, 2)).toBe(5);
    expect(extraSeatsAllowed(jeep, { seats: 3, bookings: 1 }, 0)).toBe(0);
    expect(extraSeatsAllowed(jeep, { seats: 9, bookings: 1 }, 2)).toBe(0);
    expect(extraSeatsAllowed(guide, { seats: 0, bookings: 0 }, 1)).toBe(Infinity);
    expect(extraSeatsAllowed(guide, { seats: 0, bookings: 0 }, 0)).toBe(0);
    expect(extraSeatsAllowed(boat, { seats: 2, bookings: 1 }, 4)).toBe(Infinity);
    expect(extraSeatsAllowed(boat, { seats: 2, bookings: 2 }, 4)).toBe(0);
    expect(extraSeatsAllowed(boat, { seats: 0, bookings: 0 }, 4, 3)).toBe(0);
  });
});

describe("a pool's use over time", () => {
  const hour = 3_600_000;
  const timeline = new UsageTimeline([
    { start: 9 * hour, end: 12 * hour, units: 1, eventId: "a" },
    { start: 11 * hour, end: 14 * hour, units: 2, eventId: "b" },
    { start: 14 * hour, end: 15 * hour, units: 5, eventId: null },
    { start: 20 * hour, end: 20 * hour, units: 9, eventId: "empty" },
  ]);

  it("finds the peak of concurrent use within a window, ends excluded", () => {
    expect(timeline.peak(9 * hour, 11 * hour)).toBe(1);
    expect(timeline.peak(9 * hour, 12 * hour)).toBe(3);
    expect(timeline.peak(12 * hour, 14 * hour)).toBe(2);
    expect(timeline.peak(13 * hour, 16 * hour)).toBe(5);
    expect(timeline.peak(15 * hour, 20 * hour)).toBe(0);
    expect(timeline.peak(0, 9 * hour)).toBe(0);
    expect(timeline.peak(10 * hour, 10 * hour)).toBe(0);
  });

  it("knows each event's own units", () => {
    expect(timeline.unitsOf("b")).toBe(2);
    expect(timeline.unitsOf("empty")).toBe(0);
    expect(timeline.unitsOf("nobody")).toBe(0);
  });
});
