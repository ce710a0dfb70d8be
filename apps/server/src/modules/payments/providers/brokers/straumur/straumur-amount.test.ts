import { describe, expect, it } from "vitest";
import { fromStraumurAmount, toStraumurAmount } from "./straumur-amount";

describe("toStraumurAmount", () => {
  it("counts ISK in hundredths and leaves two-decimal currencies as they are", () => {
    expect(toStraumurAmount(489, "ISK")).toBe(48900);
    expect(toStraumurAmount(15000, "ISK")).toBe(1500000);
    expect(toStraumurAmount(1050, "EUR")).toBe(1050);
    expect(toStraumurAmount(1, "GBP")).toBe(1);
  });

  it("refuses amounts that are not positive whole minor units", () => {
    for (const amount of [0, -100, 10.5, Number.NaN, Number.MAX_SAFE_INTEGER])
      expect(() => toStraumurAmount(amount, "ISK")).toThrow(RangeError);
  });
});

describe("fromStraumurAmount", () => {
  it("reads Straumur's amounts, as text or number, in our minor units", () => {
    expect(fromStraumurAmount("48900", "ISK")).toBe(489);
    expect(fromStraumurAmount(1500000, "ISK")).toBe(15000);
    expect(fromStraumurAmount("1050", "EUR")).toBe(1050);
  });

  it("keeps the fraction of an ISK amount not ending in 00, so it never equals one of ours", () => {
    expect(fromStraumurAmount("48950", "ISK")).toBe(489.5);
  });

  it("answers null for anything that is not a whole number", () => {
    for (const value of ["", "48.9", "-100", "1e5", null, undefined, {}, 10.5])
      expect(fromStraumurAmount(value, "ISK")).toBeNull();
  });
});
