import type { PublicBookingBody, PublicExperience } from "@stund/shared/contracts/bookings/public";
import { validationMessages } from "@stund/shared/contracts/validation-messages";
import { bookingAnswers, bookingQuestions, emptyAnswer, isUnanswered, type AnswerInput } from "./answers";

/** Messages by field path (customer.email, quantities.{id}, answers.{id}, acceptTerms). */
export type FieldErrors = Record<string, string>;

export type TicketCategory = PublicExperience["ticketCategories"][number];

export interface CheckoutValues extends Record<string, unknown> {
  /** Tickets per category id. */
  quantities: Record<string, number>;
  customer: { name: string; email: string; phone: string };
  answers: Record<string, AnswerInput>;
  acceptTerms: boolean;
}

export interface TicketLine {
  category: TicketCategory;
  quantity: number;
  /** Minor units. */
  amount: number;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Catalogue keys of the checkout's own messages; the form shows them translated. */
export const checkoutMessages = {
  acceptTerms: "storefront.terms.required",
  chooseDeparture: "storefront.departure.required",
  chooseTicket: "storefront.tickets.chooseOne",
} as const;

export function initialCheckout(experience: Pick<PublicExperience, "ticketCategories" | "customFields">) {
  const values: CheckoutValues = {
    quantities: Object.fromEntries(experience.ticketCategories.map((category) => [category.id, 0])),
    customer: { name: "", email: "", phone: "" },
    answers: Object.fromEntries(
      bookingQuestions(experience.customFields).map((field) => [field.id, emptyAnswer(field)]),
    ),
    acceptTerms: false,
  };
  return values;
}

/** The chosen tickets at the Public channel's prices, in the experience's order. */
export function ticketLines(
  categories: readonly TicketCategory[],
  quantities: Record<string, number>,
): TicketLine[] {
  return categories.flatMap((category) => {
    const quantity = Math.max(0, Math.floor(quantities[category.id] ?? 0));
    return quantity === 0 ? [] : [{ category, quantity, amount: category.price * quantity }];
  });
}

export const seatsOf = (lines: readonly TicketLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
export const totalOf = (lines: readonly TicketLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** The most tickets of a category one booking may take with `available` seats left. */
export function maxQuantity(category: TicketCategory, available: number | undefined): number {
  return Math.max(0, Math.min(category.maxPerBooking, available ?? category.maxPerBooking));
}

/** The errors of the form's own fields, as shared validation messages or checkout message keys. */
export function checkoutErrors(
  values: CheckoutValues,
  experience: Pick<PublicExperience, "ticketCategories" | "customFields">,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const category of experience.ticketCategories) {
    const quantity = values.quantities[category.id] ?? 0;
    if (quantity > 0 && quantity < category.minPerBooking)
      errors[`quantities.${category.id}`] = validationMessages.min(category.minPerBooking);
  }
  if (values.customer.name.trim() === "") errors["customer.name"] = validationMessages.required;
  const email = values.customer.email.trim();
  if (email === "") errors["customer.email"] = validationMessages.required;
  else if (!emailShape.test(email)) errors["customer.email"] = validationMessages.email;
  for (const field of bookingQuestions(experience.customFields)) {
    if (field.required && isUnanswered(field, values.answers[field.id]))
      errors[`answers.${field.id}`] = validationMessages.required;
  }
  if (!values.acceptTerms) errors.acceptTerms = checkoutMessages.acceptTerms;
  return errors;
}

/** The booking the customer asks for: one departure, the chosen tickets, their details trimmed. */
export function checkoutRequest(
  eventId: string,
  lines: readonly TicketLine[],
  values: CheckoutValues,
  experience: Pick<PublicExperience, "customFields">,
  language: "EN" | "IS",
): PublicBookingBody {
  const phone = values.customer.phone.trim();
  return {
    items: lines.map((line) => ({ eventId, ticketCategoryId: line.category.id, quantity: line.quantity })),
    customer: {
      name: values.customer.name.trim(),
      email: values.customer.email.trim(),
      ...(phone ? { phone } : {}),
      language,
    },
    answers: bookingAnswers(experience.customFields, values.answers),
    acceptTerms: true,
  };
}
