import { describe, expect, it } from "vitest";
import { readCardForm } from "./fake-cards";

const now = new Date("2026-03-15T12:00:00Z");
const form = (overrides: Record<string, string> = {}) => ({
  cardNumber: "4111 1111 1111 1111",
  expiry: "03/26",
  cvc: "123",
  ...overrides,
});

describe("the hosted pages' card form", () => {
  it("reads the test cards with spaces or dashes, keeping only the last four digits", () => {
    expect(readCardForm(form(), now)).toEqual({
      testCard: "success",
      brand: "Visa",
      last4: "1111",
      expMonth: 3,
      expYear: 2026,
    });
    expect(readCardForm(form({ cardNumber: "4000-0000-0000-0002", expiry: "1/2030" }), now)).toMatchObject({
      testCard: "decline",
      last4: "0002",
      expMonth: 1,
      expYear: 2030,
    });
  });

  it("refuses other numbers, past or malformed expiry dates and bad security codes", () => {
    expect(readCardForm(form({ cardNumber: "" }), now)).toBe("number");
    expect(readCardForm(form({ cardNumber: "4242 4242 4242 4242" }), now)).toBe("unknown-card");
    expect(readCardForm(form({ expiry: "02/26" }), now)).toBe("expiry");
    expect(readCardForm(form({ expiry: "13/27" }), now)).toBe("expiry");
    expect(readCardForm(form({ expiry: "next year" }), now)).toBe("expiry");
    expect(readCardForm(form({ cvc: "12" }), now)).toBe("cvc");
    expect(readCardForm({}, now)).toBe("number");
  });
});
