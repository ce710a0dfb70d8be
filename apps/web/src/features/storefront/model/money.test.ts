import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

describe("formatMoney", () => {
  it("writes krónur without decimals in both languages and euros from cents", () => {
    expect(formatMoney(12900, "ISK", "EN")).toBe("12.900 Kr.");
    expect(formatMoney(12900, "ISK", "IS")).toBe("12.900 Kr.");
    expect(formatMoney(4950, "EUR", "EN")).toBe("€49.50");
  });
});
