import { describe, expect, it } from "vitest";
import {
  formatCurrency,
  formatIsk,
  formatMinorAmount,
  formatMinorInLanguage,
  formatMoney,
} from "./format-money";

describe("money formats", () => {
  it("shows Icelandic krónur with dot grouping, no decimals and the Kr. suffix", () => {
    expect(formatIsk(1234567.6)).toBe("1.234.568 Kr.");
    expect(formatCurrency(990, "is-IS")).toBe("990 Kr.");
    expect(formatIsk(-4500)).toBe("-4.500 Kr.");
  });

  it("formats a preset's own currency with its separators", () => {
    expect(formatCurrency(1234.5, "en-US")).toBe("$1,234.50");
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

  it("shows minor units in the tenant's preset", () => {
    expect(formatMinorAmount(12900, "ISK", "is-IS")).toBe("12.900 Kr.");
    expect(formatMinorAmount(1290000, "ISK", "en-US")).toBe("1.290.000 Kr.");
    expect(formatMinorAmount(4950, "EUR", "de-DE")).toMatch(/^49,50\s€$/);
    expect(formatMinorAmount(4950, "EUR", "en-US")).toBe("€49.50");
  });

  it("shows minor units in the reader's language", () => {
    expect(formatMinorInLanguage(12900, "ISK", "EN")).toBe("12.900 Kr.");
    expect(formatMinorInLanguage(12900, "ISK", "IS")).toBe("12.900 Kr.");
    expect(formatMinorInLanguage(4950, "EUR", "EN")).toBe("€49.50");
    expect(formatMinorInLanguage(4950, "EUR", "IS")).toBe(
      new Intl.NumberFormat("is-IS", { style: "currency", currency: "EUR" }).format(49.5),
    );
    expect(formatMinorInLanguage(1250, "EU", "EN")).toBe("12.50 EU");
  });
});
