import { describe, expect, it } from "vitest";
import { currencyDecimals, formatSecurePayAmount, parseSecurePayAmount } from "./teya-amount";

describe("formatSecurePayAmount", () => {
  it("writes ISK without decimals and two-decimal currencies with a point", () => {
    expect(formatSecurePayAmount(15000, "ISK")).toBe("15000");
    expect(formatSecurePayAmount(1050, "EUR")).toBe("10.50");
    expect(formatSecurePayAmount(5, "EUR")).toBe("0.05");
    expect(formatSecurePayAmount(100, "GBP")).toBe("1.00");
    expect(formatSecurePayAmount(1234, "KWD")).toBe("1.234");
  });

  it("refuses amounts that are not whole minor units", () => {
    expect(() => formatSecurePayAmount(10.5, "ISK")).toThrow(RangeError);
    expect(() => formatSecurePayAmount(-1, "EUR")).toThrow(RangeError);
    expect(() => formatSecurePayAmount(Number.NaN, "EUR")).toThrow(RangeError);
  });
});

describe("parseSecurePayAmount", () => {
  it("reads what formatSecurePayAmount writes, and commas as decimal points", () => {
    for (const [amount, currency] of [
      [15000, "ISK"],
      [1050, "EUR"],
      [7, "USD"],
    ] as const)
      expect(parseSecurePayAmount(formatSecurePayAmount(amount, currency), currency)).toBe(amount);
    expect(parseSecurePayAmount("10,50", "EUR")).toBe(1050);
    expect(parseSecurePayAmount("15000.00", "ISK")).toBe(15000);
    expect(parseSecurePayAmount("10.5", "EUR")).toBe(1050);
  });

  it("keeps a fraction of a minor unit, so it never equals one of our amounts", () => {
    expect(parseSecurePayAmount("15000.5", "ISK")).toBe(15000.5);
    expect(parseSecurePayAmount("10.505", "EUR")).toBe(1050.5);
  });

  it("answers null for text that is not a decimal number", () => {
    for (const text of ["", "abc", "-100", "1e3", "10.", ".5", "1 000", "99999999999999999"])
      expect(parseSecurePayAmount(text, "ISK")).toBeNull();
  });
});

describe("currencyDecimals", () => {
  it("follows ISO 4217 for the currencies a company can choose", () => {
    expect(currencyDecimals("ISK")).toBe(0);
    for (const currency of ["EUR", "DKK", "SEK", "USD", "NOK", "GBP"])
      expect(currencyDecimals(currency)).toBe(2);
  });
});
