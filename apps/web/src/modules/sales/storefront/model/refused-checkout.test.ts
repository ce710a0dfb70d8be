import { describe, expect, it } from "vitest";
import type { PublicBookingBody } from "@stund/shared/contracts/bookings/public";
import { catalogueFor } from "@stund/shared/i18n/catalogue";
import { PublicApiError } from "../api/public-api";
import { hotelFieldId } from "../testing/storefront-fixtures";
import { refusedCheckout } from "./refused-checkout";

const request: PublicBookingBody = {
  items: [],
  customer: { name: "Anna", email: "anna@example.is" },
  answers: [{ fieldId: hotelFieldId, value: 3 }],
  acceptTerms: true,
};
const refused = (status: number, body: Record<string, unknown>) =>
  new PublicApiError(status, { status, title: "Refused", ...body });

describe("refusedCheckout", () => {
  it("reads the seats left from a conflict", () => {
    expect(refusedCheckout(refused(409, { available: 2 }), request)).toEqual({ kind: "seats", available: 2 });
    expect(refusedCheckout(refused(409, {}), request)).toEqual({ kind: "other", reason: "notOnline" });
  });

  it("puts field messages on the form's fields, in words the checkout can translate", () => {
    const error = refused(400, {
      errors: {
        "customer.name": ["Enter your name"],
        "answers.0.value": ["Invalid input"],
        acceptTerms: ["Accept the terms and the refund policy to book"],
        items: ["Choose at least one ticket"],
      },
    });
    expect(refusedCheckout(error, request)).toEqual({
      kind: "fields",
      fieldErrors: {
        "customer.name": "Value is required",
        [`answers.${hotelFieldId}`]: "Invalid input",
        acceptTerms: "storefront.terms.required",
      },
      otherMessages: ["storefront.tickets.chooseOne"],
    });
  });

  it("tells too many tries, a departure gone and a lost connection apart", () => {
    expect(refusedCheckout(refused(429, {}), request)).toEqual({ kind: "other", reason: "tooMany" });
    expect(refusedCheckout(refused(404, {}), request)).toEqual({ kind: "other", reason: "gone" });
    expect(refusedCheckout(new TypeError("Failed to fetch"), request)).toEqual({
      kind: "other",
      reason: "unknown",
    });
  });
});

describe("refusal texts", () => {
  it("has every reason in English and Icelandic", () => {
    for (const reason of ["tooMany", "gone", "notOnline", "unknown"]) {
      const key = `storefront.checkout.reason.${reason}`;
      expect(catalogueFor("EN")[key], key).toBeTruthy();
      expect(catalogueFor("IS")[key], key).toBeTruthy();
    }
  });
});
