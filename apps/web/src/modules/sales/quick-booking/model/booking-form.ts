import type { FormErrors } from "@mantine/form";
import type { StaffBookingBody } from "@stund/shared/contracts/bookings/bookings";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { validationMessages } from "@stund/shared/contracts/validation-messages";
import {
  bookingAnswers,
  bookingQuestions,
  emptyAnswer,
  isUnanswered,
  type AnswerInput,
} from "./booking-answers";
import { quantityOf, type Quantities, type TicketLine } from "./tickets";

/** Cash and Unknown (unpaid) confirm at once; Card and Link hold the seats while the customer pays through the broker. */
export type DeskPayment = "Cash" | "Unknown" | "Card" | "Link";

export interface BookingFormValues extends Record<string, unknown> {
  quantities: Quantities;
  customer: { name: string; email: string; phone: string };
  answers: Record<string, AnswerInput>;
  paymentMethod: DeskPayment;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A fresh form for an experience: no tickets, no customer, every question unanswered, paid in cash. */
export function initialBookingForm(
  experience: Pick<Experience, "ticketCategories" | "customFields">,
): BookingFormValues {
  return {
    quantities: Object.fromEntries(experience.ticketCategories.map((category) => [category.id, 0])),
    customer: { name: "", email: "", phone: "" },
    answers: Object.fromEntries(
      bookingQuestions(experience.customFields).map((field) => [field.id, emptyAnswer(field)]),
    ),
    paymentMethod: "Cash",
  };
}

/**
 * Errors of the fields themselves, keyed by form path: a category's quantity outside its
 * per-booking limits, a malformed email, an unanswered required question. Whether a departure
 * and at least one ticket were chosen is checked on submit (see `bookingProblem`).
 */
export function bookingFormErrors(
  values: BookingFormValues,
  experience: Pick<Experience, "ticketCategories" | "customFields">,
): FormErrors {
  const errors: FormErrors = {};
  for (const category of experience.ticketCategories) {
    const quantity = quantityOf(values.quantities[category.id]);
    if (quantity === 0) continue;
    if (quantity < category.minPerBooking)
      errors[`quantities.${category.id}`] = validationMessages.min(category.minPerBooking);
    else if (quantity > category.maxPerBooking)
      errors[`quantities.${category.id}`] = validationMessages.max(category.maxPerBooking);
  }
  const email = values.customer.email.trim();
  if (email && !emailShape.test(email)) errors["customer.email"] = validationMessages.email;
  for (const field of bookingQuestions(experience.customFields)) {
    const value = values.answers[field.id];
    if (field.required && isUnanswered(field, value))
      errors[`answers.${field.id}`] = validationMessages.required;
    else if (
      field.type === "Email" &&
      typeof value === "string" &&
      value.trim() &&
      !emailShape.test(value.trim())
    )
      errors[`answers.${field.id}`] = validationMessages.email;
  }
  return errors;
}

/** What keeps the booking from being sent apart from field errors, as a text key; null when nothing. */
export type BookingProblem =
  | { key: "quickBooking.departure.required" }
  | { key: "quickBooking.tickets.chooseOne" }
  | { key: "quickBooking.seatsLeftOnly" | "quickBooking.noSeatsLeft"; available: number };

export function bookingProblem(
  departure: { available: number } | undefined,
  lines: readonly TicketLine[],
): BookingProblem | null {
  if (!departure) return { key: "quickBooking.departure.required" };
  const seats = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (seats === 0) return { key: "quickBooking.tickets.chooseOne" };
  if (seats > departure.available)
    return {
      key: departure.available > 0 ? "quickBooking.seatsLeftOnly" : "quickBooking.noSeatsLeft",
      available: Math.max(0, departure.available),
    };
  return null;
}

/** The POST /bookings body for the desk: one departure, the customer's details when given, cash or unpaid. */
export function bookingRequest(
  departureId: string,
  lines: readonly TicketLine[],
  values: BookingFormValues,
  experience: Pick<Experience, "customFields">,
): StaffBookingBody {
  const customer = Object.fromEntries(
    Object.entries(values.customer)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ""),
  );
  return {
    items: lines.map((line) => ({
      eventId: departureId,
      ticketCategoryId: line.category.id,
      quantity: line.quantity,
    })),
    customer,
    answers: bookingAnswers(experience.customFields, values.answers),
    paymentMethod: values.paymentMethod === "Link" ? "Card" : values.paymentMethod,
    overbook: false,
  };
}
