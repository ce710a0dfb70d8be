import { describe, expect, it } from "vitest";
import { currencyDecimals, toMajorUnits, toMinorUnits } from "./minor-units";

describe("minor units", () => {
  it("knows that krónur have no decimals and euros two", () => {
    expect(currencyDecimals("ISK")).toBe(0);
    expect(currencyDecimals("eur")).toBe(2);
    expect(currencyDecimals("DKK")).toBe(2);
  });

  it("converts both ways", () => {
    expect(toMajorUnits(15000, "ISK")).toBe(15000);
    expect(toMajorUnits(1050, "EUR")).toBe(10.5);
    expect(toMinorUnits(10.5, "EUR")).toBe(1050);
    expect(toMinorUnits(0.285, "EUR")).toBe(29);
    expect(toMinorUnits(-10.005, "EUR")).toBe(-1001);
    expect(toMinorUnits(489, "ISK")).toBe(489);
  });
});
