import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import type { StaffBookingBody } from "@stund/shared/contracts/bookings/bookings";

export type CustomField = Experience["customFields"][number];

/** What a question's input holds: text, a typed number ("" when empty), a checkbox, or choices. */
export type AnswerInput = string | number | boolean | string[];

export type BookingAnswer = NonNullable<StaffBookingBody["answers"]>[number];

/** The questions the desk asks once per booking (per-participant questions are not asked here). */
export function bookingQuestions(fields: readonly CustomField[]): CustomField[] {
  return fields.filter((field) => field.per === "Booking");
}

export function emptyAnswer(field: CustomField): AnswerInput {
  if (field.type === "Boolean") return false;
  if (field.type === "MultiSelect") return [];
  return "";
}

export function isUnanswered(field: CustomField, value: AnswerInput | undefined): boolean {
  if (value === undefined || value === "") return true;
  if (field.type === "Boolean") return false;
  return Array.isArray(value) && value.length === 0;
}

/** The API's value for an answer, or undefined when there is nothing to send. */
export function answerValue(
  field: CustomField,
  value: AnswerInput | undefined,
): BookingAnswer["value"] | undefined {
  if (field.type === "Boolean") return value === true ? true : field.required ? false : undefined;
  if (isUnanswered(field, value)) return undefined;
  if (field.type === "Number") return typeof value === "number" ? value : Number(value);
  if (field.type === "MultiSelect") return Array.isArray(value) ? value : [String(value)];
  return typeof value === "string" ? value.trim() : String(value);
}

/** The answers to send, in the order the experience asks its questions. */
export function bookingAnswers(
  fields: readonly CustomField[],
  answers: Record<string, AnswerInput>,
): BookingAnswer[] {
  return bookingQuestions(fields).flatMap((field) => {
    const value = answerValue(field, answers[field.id]);
    return value === undefined ? [] : [{ fieldId: field.id, value }];
  });
}
