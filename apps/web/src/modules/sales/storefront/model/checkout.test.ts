import { describe, expect, it } from "vitest";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { adultId, childId, dietFieldId, glacierWalk, hotelFieldId } from "../testing/storefront-fixtures";
import {
  checkoutErrors,
  checkoutRequest,
  initialCheckout,
  maxQuantity,
  ticketLines,
  totalOf,
} from "./checkout";

type Field = PublicExperience["customFields"][number];
const field = (overrides: Partial<Field>): Field => ({
  id: "5a1f0c4e-0000-4000-8000-0000000000ff",
  label: { EN: "Question", IS: "Spurning" },
  type: "Text",
  required: false,
  options: [],
  per: "Booking",
  ...overrides,
});

describe("checkoutErrors", () => {
  it("starts with no tickets and asks for name, email, required answers and the terms", () => {
    const values = initialCheckout(glacierWalk);
    expect(values.quantities).toEqual({ [adultId]: 0, [childId]: 0 });
    expect(values.answers).toEqual({ [hotelFieldId]: "", [dietFieldId]: "" });
    expect(checkoutErrors(values, glacierWalk)).toEqual({
      "customer.name": "Value is required",
      "customer.email": "Value is required",
      [`answers.${hotelFieldId}`]: "Value is required",
      acceptTerms: "storefront.terms.required",
    });
  });

  it("checks the email's shape and a category's least number of tickets", () => {
    const experience = {
      ...glacierWalk,
      ticketCategories: glacierWalk.ticketCategories.map((category) => ({ ...category, minPerBooking: 2 })),
    };
    const values = {
      ...initialCheckout(experience),
      quantities: { [adultId]: 1, [childId]: 0 },
      customer: { name: "Anna", email: "anna@", phone: "" },
      answers: { [hotelFieldId]: "Borg", [dietFieldId]: "" },
      acceptTerms: true,
    };
    expect(checkoutErrors(values, experience)).toEqual({
      [`quantities.${adultId}`]: "The minimum value allowed is 2",
      "customer.email": "Value is not a valid email address",
    });
  });
});

describe("checkoutRequest", () => {
  it("sends the tickets chosen, the details trimmed and each answer as its type", () => {
    const count = field({ id: "5a1f0c4e-0000-4000-8000-0000000000b1", type: "Number" });
    const agree = field({ id: "5a1f0c4e-0000-4000-8000-0000000000b2", type: "Boolean", required: true });
    const extras = field({ id: "5a1f0c4e-0000-4000-8000-0000000000b3", type: "MultiSelect" });
    const experience = { ...glacierWalk, customFields: [...glacierWalk.customFields, count, agree, extras] };
    const values = {
      ...initialCheckout(experience),
      quantities: { [adultId]: 0, [childId]: 2 },
      customer: { name: " Anna ", email: " anna@example.is ", phone: " +354 555 1234 " },
      answers: {
        [hotelFieldId]: " Borg ",
        [dietFieldId]: "",
        [count.id]: 4,
        [agree.id]: false,
        [extras.id]: ["Crampons"],
      },
      acceptTerms: true,
    };
    const lines = ticketLines(experience.ticketCategories, values.quantities);
    expect(totalOf(lines)).toBe(12900);
    expect(checkoutRequest("event-1", lines, values, experience, "IS")).toEqual({
      items: [{ eventId: "event-1", ticketCategoryId: childId, quantity: 2 }],
      customer: { name: "Anna", email: "anna@example.is", phone: "+354 555 1234", language: "IS" },
      answers: [
        { fieldId: hotelFieldId, value: "Borg" },
        { fieldId: count.id, value: 4 },
        { fieldId: agree.id, value: false },
        { fieldId: extras.id, value: ["Crampons"] },
      ],
      acceptTerms: true,
    });
  });

  it("caps a category at the seats left and its own maximum", () => {
    const adult = glacierWalk.ticketCategories[0]!;
    expect(maxQuantity(adult, 3)).toBe(3);
    expect(maxQuantity({ ...adult, maxPerBooking: 2 }, 10)).toBe(2);
    expect(maxQuantity(adult, -1)).toBe(0);
  });
});
