import { describe, expect, it } from "vitest";
import type { Series } from "@stund/shared/contracts/catalogue/events";
import { seriesBodyFrom, seriesValuesFrom, validateSeriesValues, type SeriesFormValues } from "./series-form";

const experienceId = "2b8c7f0e-3d5a-4c1b-9e2f-7a6d5c4b3a21";
const adult = "0f3e2d1c-4b5a-4968-8776-a5b4c3d2e1f0";
const context = { experienceId, currency: "EUR", categoryIds: [adult] };

const values: SeriesFormValues = {
  name: "  Summer mornings ",
  startDate: "2027-06-01",
  endMode: "date",
  endDate: "2027-08-31",
  count: 12,
  slots: [
    { weekday: "Monday", times: ["14:00", "09:00"] },
    { weekday: "Sunday", times: ["10:00"] },
  ],
  excludedDates: ["2027-06-17", "2027-06-05"],
  capacity: "",
  durationMinutes: 90,
  prices: { [adult]: 49.5 },
};

describe("seriesBodyFrom", () => {
  it("sends slots in Sunday-first order with sorted times, and prices in minor units", () => {
    expect(seriesBodyFrom(values, context)).toEqual({
      experienceId,
      name: "Summer mornings",
      startDate: "2027-06-01",
      endDate: "2027-08-31",
      count: null,
      slots: [
        { weekday: "Sunday", times: ["10:00"] },
        { weekday: "Monday", times: ["09:00", "14:00"] },
      ],
      excludedDates: ["2027-06-05", "2027-06-17"],
      capacity: null,
      durationMinutes: 90,
      priceOverrides: { [adult]: { price: 4950, channelPrices: {} } },
    });
  });

  it("sends the count instead of the end date when the series ends after departures", () => {
    const body = seriesBodyFrom({ ...values, endMode: "count" }, context);
    expect(body.endDate).toBeNull();
    expect(body.count).toBe(12);
  });

  it("keeps per-channel prices saved before", () => {
    const body = seriesBodyFrom(
      { ...values, prices: {} },
      { ...context, previousOverrides: { [adult]: { price: 100, channelPrices: { Agent: 90 } } } },
    );
    expect(body.priceOverrides).toEqual({ [adult]: { channelPrices: { Agent: 90 } } });
  });
});

describe("validateSeriesValues", () => {
  it("asks for weekdays, times and an end", () => {
    expect(validateSeriesValues({ ...values, slots: [] }, context).slots).toBe(
      "events.validation.chooseWeekday",
    );
    expect(
      validateSeriesValues({ ...values, slots: [{ weekday: "Monday", times: [] }] }, context).slots,
    ).toBe("events.validation.addTime");
    expect(validateSeriesValues({ ...values, endDate: null }, context).endDate).toBe(
      "events.validation.endOrCount",
    );
    expect(validateSeriesValues({ ...values, endDate: "2027-05-01" }, context).endDate).toBe(
      "events.validation.endBeforeStart",
    );
    expect(validateSeriesValues({ ...values, endMode: "count", count: "" }, context).count).toBe(
      "validation.required",
    );
    expect(validateSeriesValues(values, context)).toEqual({});
  });
});

describe("seriesValuesFrom", () => {
  it("opens a counted series on the count", () => {
    const series = {
      name: "",
      startDate: "2027-06-01",
      endDate: null,
      count: 20,
      slots: [{ weekday: "Friday", times: ["09:00"] }],
      excludedDates: [],
      capacity: 12,
      durationMinutes: null,
      priceOverrides: { [adult]: { price: 1500, channelPrices: {} } },
    } as unknown as Series;
    expect(seriesValuesFrom(series, "EUR")).toMatchObject({
      endMode: "count",
      count: 20,
      capacity: 12,
      durationMinutes: "",
      prices: { [adult]: 15 },
    });
  });
});
