import { describe, expect, it } from "vitest";
import { ApiError } from "../../../../lib/http/api-error";
import type { StaffBookingBody } from "@stund/shared/contracts/bookings/bookings";
import { refusedBooking } from "./server-answer";

const fieldId = "6e8b1b20-0000-4000-8000-000000000001";
const request: StaffBookingBody = {
  items: [{ eventId: "e", ticketCategoryId: "c", quantity: 1 }],
  customer: {},
  answers: [{ fieldId, value: "x" }],
  paymentMethod: "Cash",
};

describe("refusedBooking", () => {
  it("reads the seats left from a 409", () => {
    const error = new ApiError(409, { status: 409, title: "Not enough seats left", available: 2 } as never);
    expect(refusedBooking(error, request)).toEqual({ kind: "seats", available: 2 });
  });

  it("treats a 409 without seats (a key still in use) as any other refusal", () => {
    const error = new ApiError(409, {
      status: 409,
      title: "A request with this Idempotency-Key is still being processed",
    });
    expect(refusedBooking(error, request)).toEqual({ kind: "other", error });
  });

  it("puts customer and answer errors on their fields, by id or by the answer's place, and lists the rest", () => {
    const error = new ApiError(400, {
      status: 400,
      title: "customer.email: Enter a valid email address",
      errors: {
        "customer.email": ["Enter a valid email address"],
        "answers.0.value": ["Invalid input"],
        "answers.9.value": ["Invalid input"],
        "items.0.quantity": ["Must be 1000 or less"],
      },
    });
    expect(refusedBooking(error, request)).toEqual({
      kind: "fields",
      title: "customer.email: Enter a valid email address",
      fieldErrors: {
        "customer.email": "Enter a valid email address",
        [`answers.${fieldId}`]: "Invalid input",
      },
      otherMessages: ["Invalid input", "Must be 1000 or less"],
    });
  });

  it("passes a network failure on", () => {
    const error = new TypeError("Failed to fetch");
    expect(refusedBooking(error, request)).toEqual({ kind: "other", error });
  });
});
