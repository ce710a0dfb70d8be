import { describe, expect, it } from "vitest";
import { sanitizePhone, truncatePercentage, zeroWhenEmpty } from "./input-rules";

describe("phone rule (docs/product.md §4.4)", () => {
  it("keeps an optional leading plus, digits and spaces", () => {
    expect(sanitizePhone("+354 555 1234")).toBe("+354 555 1234");
    expect(sanitizePhone("555-1234")).toBe("5551234");
    expect(sanitizePhone("(+354) 555")).toBe("354 555");
    expect(sanitizePhone("+3+5a4")).toBe("+354");
    expect(sanitizePhone("abc")).toBe("");
  });
});

describe("percentage rule (docs/product.md §4.4)", () => {
  it("truncates to 2 characters", () => {
    expect(truncatePercentage("5")).toBe("5");
    expect(truncatePercentage("12")).toBe("12");
    expect(truncatePercentage("150")).toBe("15");
    expect(truncatePercentage("999")).toBe("99");
    expect(truncatePercentage("12.5")).toBe("12");
  });
  it("keeps 3 characters when the value is 100 or 1000", () => {
    expect(truncatePercentage("100")).toBe("100");
    expect(truncatePercentage("1000")).toBe("100");
    expect(truncatePercentage("10000")).toBe("10");
    expect(truncatePercentage("1001")).toBe("10");
  });
});

describe("zero on blur (docs/product.md §4.4)", () => {
  it("turns an empty or zero value into 0 and keeps others", () => {
    expect(zeroWhenEmpty("")).toBe(0);
    expect(zeroWhenEmpty(0)).toBe(0);
    expect(zeroWhenEmpty("0.00")).toBe(0);
    expect(zeroWhenEmpty(12.5)).toBe(12.5);
  });
});
