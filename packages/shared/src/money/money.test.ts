import { describe, expect, it } from "vitest";
import {
  asCurrency,
  currencyDecimals,
  minorUnitsOfInput,
  roundToMinor,
  toMajorUnits,
  toMinorUnits,
} from "./money";

/** Binary fractions whose product with 100 lands just below the half: 0.285 × 100 = 28.499999…. */
const asWrittenCases: ReadonlyArray<readonly [number, number]> = [
  [0.285, 29],
  [1.005, 101],
  [2.675, 268],
  [0.145, 15],
  [8.345, 835],
];

describe("minor units", () => {
  it("knows that krónur have no decimals and euros two", () => {
    expect(currencyDecimals("ISK")).toBe(0);
    expect(currencyDecimals("eur")).toBe(2);
    expect(currencyDecimals("DKK")).toBe(2);
    expect(currencyDecimals("JPY")).toBe(0);
    expect(currencyDecimals("XYZ")).toBe(2);
  });

  it("converts both ways", () => {
    expect(toMajorUnits(15000, "ISK")).toBe(15000);
    expect(toMajorUnits(1050, "EUR")).toBe(10.5);
    expect(toMinorUnits(10.5, "EUR")).toBe(1050);
    expect(toMinorUnits(-10.005, "EUR")).toBe(-1001);
    expect(toMinorUnits(489, "ISK")).toBe(489);
  });

  it("rounds binary fractions as written in every currency with two decimals", () => {
    for (const currency of ["EUR", "DKK", "SEK", "USD", "NOK", "GBP"]) {
      for (const [major, minor] of asWrittenCases) {
        expect(toMinorUnits(major, currency), `${major} ${currency}`).toBe(minor);
        expect(toMinorUnits(-major, currency), `-${major} ${currency}`).toBe(-minor);
      }
    }
    expect(roundToMinor(0.285, 2)).toBe(29);
  });

  it("rounds half a króna up, since krónur have no decimals", () => {
    expect(toMinorUnits(1.5, "ISK")).toBe(2);
    expect(toMinorUnits(2.5, "ISK")).toBe(3);
    expect(toMinorUnits(1.4, "ISK")).toBe(1);
  });

  it("reads a typed amount, empty or not a number as undefined", () => {
    expect(minorUnitsOfInput(12900, "ISK")).toBe(12900);
    expect(minorUnitsOfInput(49.5, "EUR")).toBe(4950);
    expect(minorUnitsOfInput("0.285", "EUR")).toBe(29);
    expect(minorUnitsOfInput(19.99, "USD")).toBe(1999);
    expect(minorUnitsOfInput("", "EUR")).toBeUndefined();
    expect(minorUnitsOfInput(undefined, "EUR")).toBeUndefined();
    expect(minorUnitsOfInput("abc", "EUR")).toBeUndefined();
  });

  it("falls back for an unknown currency code", () => {
    expect(asCurrency("EUR")).toBe("EUR");
    expect(asCurrency("XYZ")).toBe("ISK");
    expect(asCurrency(undefined, "EUR")).toBe("EUR");
  });
});
