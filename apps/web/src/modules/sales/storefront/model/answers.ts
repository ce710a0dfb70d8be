import type { PublicBookingBody, PublicExperience } from "@stund/shared/contracts/bookings/public";

export type Question = PublicExperience["customFields"][number];

/** What a question's input holds: text, a typed number ("" when empty), a checkbox, or choices. */
export type AnswerInput = string | number | boolean | string[];

type Answer = NonNullable<PublicBookingBody["answers"]>[number];

/** The questions asked once per booking; per-participant questions are not asked at checkout. */
export function bookingQuestions(fields: readonly Question[]): Question[] {
  return fields.filter((field) => field.per === "Booking");
}

export function emptyAnswer(field: Question): AnswerInput {
  if (field.type === "Boolean") return false;
  if (field.type === "MultiSelect") return [];
  return "";
}

/** A required checkbox counts as answered either way; it is a question, not a consent. */
export function isUnanswered(field: Question, value: AnswerInput | undefined): boolean {
  if (field.type === "Boolean") return false;
  if (value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  return Array.isArray(value) && value.length === 0;
}

/** The API's value of an answer, or undefined when there is nothing to send. */
export function answerValue(field: Question, value: AnswerInput | undefined): Answer["value"] | undefined {
  if (field.type === "Boolean") return value === true ? true : field.required ? false : undefined;
  if (isUnanswered(field, value)) return undefined;
  if (field.type === "Number") return typeof value === "number" ? value : Number(value);
  if (field.type === "MultiSelect") return Array.isArray(value) ? value : [String(value)];
  return typeof value === "string" ? value.trim() : String(value);
}

/** The answers to send, in the order the experience asks its questions. */
export function bookingAnswers(fields: readonly Question[], answers: Record<string, AnswerInput>): Answer[] {
  return bookingQuestions(fields).flatMap((field) => {
    const value = answerValue(field, answers[field.id]);
    return value === undefined ? [] : [{ fieldId: field.id, value }];
  });
}
