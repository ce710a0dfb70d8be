import { describe, expect, it } from "vitest";
import { formatCurrency, formatDecimal, formatIsk, formatPercent, formatPlanAmount } from "./number-presets";

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
});
