import { describe, expect, it } from "vitest";
import { priceDraftsFrom, priceOverridesFrom } from "./price-overrides";

/** Binary fractions whose product with 100 lands just below the half: 0.285 × 100 = 28.499999…. */
const asWritten = [
  [0.285, 29],
  [1.005, 101],
  [2.675, 268],
  [0.145, 15],
  [8.345, 835],
] as const;

describe("price overrides typed in major units", () => {
  it("rounds a typed price as written, in any currency with two decimals", () => {
    for (const currency of ["EUR", "USD", "DKK", "GBP"]) {
      for (const [typed, minor] of asWritten) {
        expect(
          priceOverridesFrom({ adult: typed }, currency, ["adult"]).adult,
          `${typed} ${currency}`,
        ).toEqual({
          price: minor,
          channelPrices: {},
        });
      }
    }
  });

  it("rounds half a króna up and shows saved krónur unchanged", () => {
    expect(priceOverridesFrom({ adult: 1.5 }, "ISK", ["adult"]).adult?.price).toBe(2);
    expect(priceDraftsFrom({ adult: { price: 12900, channelPrices: {} } }, "ISK")).toEqual({ adult: 12900 });
    expect(priceDraftsFrom({ adult: { price: 29, channelPrices: {} } }, "EUR")).toEqual({ adult: 0.29 });
  });
});
