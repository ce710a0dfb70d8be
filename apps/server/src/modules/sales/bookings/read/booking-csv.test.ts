import { describe, expect, it } from "vitest";
import { majorAmount } from "./booking-csv";

describe("amounts in the file", () => {
  it("writes minor units in the currency's major unit, exactly", () => {
    expect(majorAmount(25800, "ISK")).toBe("25800");
    expect(majorAmount(12900, "EUR")).toBe("129.00");
    expect(majorAmount(5, "EUR")).toBe("0.05");
    expect(majorAmount(0, "USD")).toBe("0.00");
    expect(majorAmount(-150, "EUR")).toBe("-1.50");
  });
});
