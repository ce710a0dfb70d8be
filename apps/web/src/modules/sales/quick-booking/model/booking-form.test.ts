import { describe, expect, it } from "vitest";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { adultId, childId, dietFieldId, glacierWalk, hotelFieldId } from "../testing/quick-booking-fixtures";
import { bookingFormErrors, bookingProblem, bookingRequest, initialBookingForm } from "./booking-form";
import { ticketLines } from "./tickets";

const field = (overrides: Partial<Experience["customFields"][number]>) => ({
  id: "6e8b1b20-0000-4000-8000-0000000000ff",
  label: { EN: "Question", IS: "Spurning" },
  type: "Text" as const,
  required: false,
  options: [],
  per: "Booking" as const,
  ...overrides,
});

describe("initialBookingForm", () => {
  it("starts with no tickets, every per-booking question unanswered and cash", () => {
    expect(initialBookingForm(glacierWalk)).toEqual({
      quantities: { [adultId]: 0, [childId]: 0 },
      customer: { name: "", email: "", phone: "" },
      answers: { [hotelFieldId]: "", [dietFieldId]: "" },
      paymentMethod: "Cash",
    });
  });
});

describe("bookingFormErrors", () => {
  it("asks for required answers, a valid email and quantities within the limits", () => {
    const experience = {
      ...glacierWalk,
      ticketCategories: glacierWalk.ticketCategories.map((category) => ({ ...category, minPerBooking: 2 })),
    };
    const values = {
      ...initialBookingForm(experience),
      quantities: { [adultId]: 1, [childId]: 0 },
      customer: { name: "", email: "not-an-email", phone: "" },
    };
    expect(bookingFormErrors(values, experience)).toEqual({
      [`quantities.${adultId}`]: "The minimum value allowed is 2",
      "customer.email": "Value is not a valid email address",
      [`answers.${hotelFieldId}`]: "Value is required",
    });
  });

  it("counts an unticked required checkbox as answered and an empty required choice list as not", () => {
    const yes = field({ id: "6e8b1b20-0000-4000-8000-0000000000a1", type: "Boolean", required: true });
    const many = field({
      id: "6e8b1b20-0000-4000-8000-0000000000a2",
      type: "MultiSelect",
      required: true,
      options: [{ EN: "A", IS: "A" }],
    });
    const experience = { ...glacierWalk, customFields: [yes, many] };
    expect(bookingFormErrors(initialBookingForm(experience), experience)).toEqual({
      [`answers.${many.id}`]: "Value is required",
    });
  });
});

describe("bookingProblem", () => {
  const lines = (adults: number) => ticketLines(glacierWalk.ticketCategories, { [adultId]: adults });
  it("needs a departure, a ticket and enough seats", () => {
    expect(bookingProblem(undefined, lines(1))).toEqual({ key: "quickBooking.departure.required" });
    expect(bookingProblem({ available: 5 }, lines(0))).toEqual({ key: "quickBooking.tickets.chooseOne" });
    expect(bookingProblem({ available: 2 }, lines(3))).toEqual({
      key: "quickBooking.seatsLeftOnly",
      available: 2,
    });
    expect(bookingProblem({ available: 0 }, lines(1))).toEqual({
      key: "quickBooking.noSeatsLeft",
      available: 0,
    });
    expect(bookingProblem({ available: 3 }, lines(3))).toBeNull();
  });
});

describe("bookingRequest", () => {
  it("sends the customer's given details trimmed and each answer as its type", () => {
    const count = field({ id: "6e8b1b20-0000-4000-8000-0000000000b1", type: "Number" });
    const agree = field({ id: "6e8b1b20-0000-4000-8000-0000000000b2", type: "Boolean" });
    const extras = field({
      id: "6e8b1b20-0000-4000-8000-0000000000b3",
      type: "MultiSelect",
      options: [{ EN: "Crampons", IS: "Mannbroddar" }],
    });
    const perPerson = field({ id: "6e8b1b20-0000-4000-8000-0000000000b4", per: "Participant" });
    const experience = {
      ...glacierWalk,
      customFields: [...glacierWalk.customFields, count, agree, extras, perPerson],
    };
    const values = {
      ...initialBookingForm(experience),
      quantities: { [adultId]: 1, [childId]: 0 },
      customer: { name: "  Anna ", email: "", phone: "+354 555 1234" },
      answers: {
        [hotelFieldId]: " Hotel Borg ",
        [dietFieldId]: "",
        [count.id]: 4,
        [agree.id]: false,
        [extras.id]: ["Crampons"],
        [perPerson.id]: "ignored",
      },
      paymentMethod: "Unknown" as const,
    };
    const lines = ticketLines(experience.ticketCategories, values.quantities);
    expect(bookingRequest("event-1", lines, values, experience)).toEqual({
      items: [{ eventId: "event-1", ticketCategoryId: adultId, quantity: 1 }],
      customer: { name: "Anna", phone: "+354 555 1234" },
      answers: [
        { fieldId: hotelFieldId, value: "Hotel Borg" },
        { fieldId: count.id, value: 4 },
        { fieldId: extras.id, value: ["Crampons"] },
      ],
      paymentMethod: "Unknown",
      overbook: false,
    });
  });
});
