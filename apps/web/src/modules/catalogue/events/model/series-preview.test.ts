import { describe, expect, it } from "vitest";
import { previewSeries } from "./series-preview";
import type { SlotValue } from "./slots";

const weekdays: SlotValue[] = (["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const).map(
  (weekday) => ({
    weekday,
    times: ["09:00", "14:00"],
  }),
);

describe("previewSeries", () => {
  it("counts Mon–Fri 09:00 and 14:00 in June 2027 with the first and last departure", () => {
    const preview = previewSeries(
      { startDate: "2027-06-01", endDate: "2027-06-30", count: null, slots: weekdays, excludedDates: [] },
      "Atlantic/Reykjavik",
      "2027-05-20",
    );
    expect(preview?.count).toBe(44);
    expect(preview?.first?.key).toBe("2027-06-01T09:00");
    expect(preview?.last?.key).toBe("2027-06-30T14:00");
    expect(preview?.continues).toBe(false);
  });

  it("leaves out excluded dates and stops after the number of departures", () => {
    const excluded = previewSeries(
      {
        startDate: "2027-06-01",
        endDate: "2027-06-30",
        count: null,
        slots: weekdays,
        excludedDates: ["2027-06-17"],
      },
      "Atlantic/Reykjavik",
      "2027-05-20",
    );
    expect(excluded?.count).toBe(42);
    const counted = previewSeries(
      { startDate: "2027-06-01", endDate: null, count: 5, slots: weekdays, excludedDates: [] },
      "Atlantic/Reykjavik",
      "2027-05-20",
    );
    expect(counted?.count).toBe(5);
    expect(counted?.last?.key).toBe("2027-06-03T09:00");
    expect(counted?.continues).toBe(false);
  });

  it("looks 180 days ahead and says when the series goes on", () => {
    const preview = previewSeries(
      { startDate: "2027-01-01", endDate: "2028-12-31", count: null, slots: weekdays, excludedDates: [] },
      "Europe/Berlin",
      "2027-03-01",
    );
    expect(preview?.first?.key).toBe("2027-03-01T09:00");
    expect(preview?.until).toBe("2027-08-27");
    expect(preview?.continues).toBe(true);
  });

  it("gives null until the input can make a series", () => {
    const base = { startDate: "2027-06-01", endDate: "2027-06-30", count: null, excludedDates: [] };
    expect(previewSeries({ ...base, slots: [] }, "Atlantic/Reykjavik", "2027-05-20")).toBeNull();
    expect(
      previewSeries({ ...base, startDate: null, slots: weekdays }, "Atlantic/Reykjavik", "2027-05-20"),
    ).toBeNull();
    expect(
      previewSeries({ ...base, endDate: "2027-05-01", slots: weekdays }, "Atlantic/Reykjavik", "2027-05-20"),
    ).toBeNull();
  });
});
