import { describe, expect, it } from "vitest";
import { ratesToEur, toEur } from "./exchange-rates";

describe("fee exchange rates", () => {
  it("converts with the defaults and with an installation's own rates", () => {
    expect(toEur(15_000, "ISK", ratesToEur({}))).toBe(99);
    expect(toEur(15_000, "ISK", ratesToEur({ FEE_RATES_TO_EUR: "ISK=0.007, dkk=0.13" }))).toBe(105);
    expect(ratesToEur({ FEE_RATES_TO_EUR: "dkk=0.13" }).DKK).toBe(0.13);
    expect(toEur(12.345, "EUR", ratesToEur({}))).toBe(12.35);
  });

  it("ignores malformed settings and knows no rate for an unknown currency", () => {
    const rates = ratesToEur({ FEE_RATES_TO_EUR: "ISK=abc,XX=1,=3,JPY=-1" });
    expect(rates.ISK).toBe(0.0066);
    expect(toEur(100, "JPY", rates)).toBeNull();
  });
});
