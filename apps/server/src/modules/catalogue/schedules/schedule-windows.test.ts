import { describe, expect, it } from "vitest";
import { addMonths, openHoursWindows, rentalWindows } from "./schedule-windows";

const iso = (windows: { start: Date; end: Date }[]) =>
  windows.map((w) => [w.start.toISOString(), w.end.toISOString()]);

describe("schedule windows", () => {
  it("adds months within the target month", () => {
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2027-11-15", 3)).toBe("2028-02-15");
    expect(addMonths("2027-03-31", 12)).toBe("2028-03-31");
  });

  it("puts several opening periods of one weekday in time order, leaving out the gap", () => {
    const rule = {
      kind: "OpenHours" as const,
      hours: [
        { weekday: "Monday" as const, open: "14:00", close: "15:00" },
        { weekday: "Monday" as const, open: "09:00", close: "10:00" },
      ],
      slotMinutes: 45,
      capacityPerSlot: 4,
      closures: [],
    };
    expect(iso(openHoursWindows(rule, "2027-06-07", "Atlantic/Reykjavik"))).toEqual([
      ["2027-06-07T09:00:00.000Z", "2027-06-07T09:45:00.000Z"],
      ["2027-06-07T14:00:00.000Z", "2027-06-07T14:45:00.000Z"],
    ]);
  });

  it("lasts the rental's hours in real time across a clock change", () => {
    const rule = {
      kind: "AssetType" as const,
      assetId: "00000000-0000-4000-8000-000000000000",
      durationUnit: "Hours" as const,
      minDuration: 1,
      maxDuration: 4,
    };
    const windows = rentalWindows(rule, "2027-10-31", 3, "Europe/Berlin");
    expect(windows).toHaveLength(24);
    expect(iso(windows.slice(1, 3))).toEqual([
      ["2027-10-30T23:00:00.000Z", "2027-10-31T02:00:00.000Z"],
      ["2027-10-31T00:00:00.000Z", "2027-10-31T03:00:00.000Z"],
    ]);
  });
});
