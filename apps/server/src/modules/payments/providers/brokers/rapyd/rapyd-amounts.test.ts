import { describe, expect, it } from "vitest";
import { toCents } from "../../../../platform-billing/subscriptions/billing-money";
import { fromRapydAmount, toRapydAmount } from "./rapyd-amounts";

/** Binary fractions whose product with 100 lands just below the half: 0.285 × 100 = 28.499999…. */
const asWritten = [
  [0.285, 29],
  [1.005, 101],
  [2.675, 268],
  [0.145, 15],
  [8.345, 835],
] as const;

describe("decimal amounts read by the server", () => {
  it("takes Rapyd's major-unit amounts as written, as numbers or text, in any currency with two decimals", () => {
    for (const currency of ["EUR", "USD", "DKK", "SEK", "NOK", "GBP"]) {
      for (const [major, minor] of asWritten) {
        expect(fromRapydAmount(major, currency), `${major} ${currency}`).toBe(minor);
        expect(fromRapydAmount(String(major), currency), `"${major}" ${currency}`).toBe(minor);
      }
    }
  });

  it("rounds half a króna up, since krónur have no decimals", () => {
    expect(fromRapydAmount(1.5, "ISK")).toBe(2);
    expect(fromRapydAmount(15000, "ISK")).toBe(15000);
  });

  it("sends whole minor units out and reads them back unchanged", () => {
    expect(toRapydAmount(29, "EUR")).toBe(0.29);
    for (const [, minor] of asWritten)
      expect(fromRapydAmount(toRapydAmount(minor, "EUR"), "EUR")).toBe(minor);
  });

  it("keeps plan prices in euros as the same cents", () => {
    for (const [major, minor] of asWritten) expect(toCents(major), `${major} EUR`).toBe(minor);
  });
});
