import { describe, expect, it } from "vitest";
import { numberFormatPresets } from "../enums";
import {
  formatCurrency,
  formatDecimal,
  formatIsk,
  formatMoney,
  formatPercent,
  formatPlanAmount,
  numberPresets,
} from "./number-presets";

describe("number presets", () => {
  it("shows Icelandic krónur with dot grouping, no decimals and the Kr. suffix", () => {
    expect(formatIsk(1234567.6)).toBe("1.234.568 Kr.");
    expect(formatCurrency(990, "is-IS")).toBe("990 Kr.");
    expect(formatIsk(-4500)).toBe("-4.500 Kr.");
  });
  it("formats plan amounts with dot thousands and two comma decimals", () => {
    expect(formatPlanAmount(1499)).toBe("1.499,00");
    expect(formatPlanAmount(49.5)).toBe("49,50");
    expect(formatPlanAmount(0)).toBe("0,00");
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
  it("shows money in any currency: krónur as the spec says, others by the preset or en-GB", () => {
    expect(formatMoney(12900, "ISK")).toBe("12.900 Kr.");
    expect(formatMoney(12900, "ISK", "de-DE")).toBe("12.900 Kr.");
    expect(formatMoney(49.5, "EUR", "de-DE")).toBe("49,50\u00a0€");
    expect(formatMoney(49.5, "EUR", "en-US")).toBe("€49.50");
    expect(formatMoney(4500, "USD", "en-US")).toBe("$4,500.00");
    expect(formatMoney(49.5, "EUR")).toBe("€49.50");
    expect(formatMoney(49.5, "GBP")).toBe("£49.50");
  });
});

describe("number preset options (spec §9)", () => {
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
    expect(formatCurrency(1234.5, "en-US")).toBe("$1,234.50");
    expect(formatPercent(0.25, "is-IS")).toBe("25%");
  });
});
