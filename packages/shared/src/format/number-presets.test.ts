import { describe, expect, it } from "vitest";
import { numberFormatPresets } from "../enums";
import { formatDecimal, formatPercent, formatPlanAmount, numberPresets } from "./number-presets";

describe("number presets", () => {
  it("formats plan amounts with dot thousands and two comma decimals", () => {
    expect(formatPlanAmount(1499)).toBe("1.499,00");
    expect(formatPlanAmount(49.5)).toBe("49,50");
    expect(formatPlanAmount(0)).toBe("0,00");
    expect(formatPlanAmount(0.285)).toBe("0,29");
  });
  it("uses two decimals outside Iceland and none in Iceland", () => {
    expect(formatDecimal(3, "en-US")).toBe("3.00");
    expect(formatDecimal(3.456, "is-IS")).toBe("3");
  });
  it("never groups percentages", () => {
    expect(formatPercent(12.5, "en-US")).toBe("1250%");
  });
  it("shows decimals and percentages in en-GB when no preset is chosen", () => {
    expect(formatDecimal(1234.5)).toBe("1,234.5");
    expect(formatDecimal(3)).toBe("3");
    expect(formatPercent(0.25)).toBe("25%");
    expect(formatPercent(12.5)).toBe("1250%");
  });
});

describe("number preset options (docs/product.md §14.1)", () => {
  it("uses the spec's currency per locale, ISK with grouping and symbol display", () => {
    expect(numberPresets["is-IS"].currency).toMatchObject({
      currency: "ISK",
      useGrouping: true,
      currencyDisplay: "symbol",
    });
    expect(numberPresets["de-DE"].currency.currency).toBe("EUR");
    expect(numberPresets["da-DK"].currency.currency).toBe("DKK");
    expect(numberPresets["sv-SE"].currency.currency).toBe("SEK");
    expect(numberPresets["en-US"].currency.currency).toBe("USD");
  });
  it("keeps 0 decimal digits in Iceland and 2 in every other locale", () => {
    expect(numberPresets["is-IS"].decimal).toMatchObject({
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (const preset of numberFormatPresets.filter((p) => p !== "is-IS")) {
      expect(numberPresets[preset].decimal).toMatchObject({
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
  });
  it("never groups a percentage and every preset builds a valid formatter", () => {
    for (const preset of numberFormatPresets) {
      expect(numberPresets[preset].percent.useGrouping).toBe(false);
      for (const options of Object.values(numberPresets[preset])) {
        expect(() => new Intl.NumberFormat(preset, options)).not.toThrow();
      }
    }
  });
  it("formats the other locales with their own separators", () => {
    expect(formatDecimal(1234.5, "de-DE")).toBe("1.234,50");
    expect(formatPercent(0.25, "is-IS")).toBe("25%");
  });
});
