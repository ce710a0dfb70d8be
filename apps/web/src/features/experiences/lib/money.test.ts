import { describe, expect, it } from "vitest";
import { asCurrency, formatMinorAmount, fromMinorUnits, toMinorUnits } from "./money";

describe("prices in minor units", () => {
  it("converts typed amounts with the currency's minor digits", () => {
    expect(toMinorUnits(12900, "ISK")).toBe(12900);
    expect(toMinorUnits(49.5, "EUR")).toBe(4950);
    expect(toMinorUnits(0.29, "EUR")).toBe(29);
    expect(toMinorUnits(19.99, "USD")).toBe(1999);
    expect(toMinorUnits("", "EUR")).toBeUndefined();
    expect(fromMinorUnits(4950, "EUR")).toBe(49.5);
    expect(fromMinorUnits(12900, "ISK")).toBe(12900);
  });

  it("shows krónur as spec §9 says and other currencies in the tenant's format", () => {
    expect(formatMinorAmount(12900, "ISK", "is-IS")).toBe("12.900 Kr.");
    expect(formatMinorAmount(1290000, "ISK", "en-US")).toBe("1.290.000 Kr.");
    expect(formatMinorAmount(4950, "EUR", "de-DE")).toMatch(/^49,50\s€$/);
    expect(formatMinorAmount(4950, "EUR", "en-US")).toBe("€49.50");
  });

  it("falls back for an unknown currency code", () => {
    expect(asCurrency("EUR")).toBe("EUR");
    expect(asCurrency("XYZ")).toBe("ISK");
    expect(asCurrency(undefined, "EUR")).toBe("EUR");
  });
});
