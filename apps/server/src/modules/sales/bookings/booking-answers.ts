import type { CustomField } from "@stund/shared/contracts/catalogue/experiences";
import type { BookingAnswer } from "./booking.repository";
import { badRequest } from "../../../http/errors";

export const answerRequired = "An answer is required";

function isEmpty(value: BookingAnswer["value"]): boolean {
  return value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

function fitsType(field: CustomField, value: BookingAnswer["value"]): boolean {
  if (value === null) return true;
  switch (field.type) {
    case "Number":
      return typeof value === "number" && Number.isFinite(value);
    case "Boolean":
      return typeof value === "boolean";
    case "MultiSelect":
      return Array.isArray(value) && value.every((v) => typeof v === "string");
    case "Email":
      return typeof value === "string" && (value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value));
    case "Date":
      return typeof value === "string" && (value === "" || /^\d{4}-\d{2}-\d{2}$/.test(value));
    default:
      return typeof value === "string" && value.length <= 2000;
  }
}

/**
 * The answers to an experience's booking questions, checked: known fields only, each of its
 * type, and every required per-booking question answered. Errors are keyed `answers.{fieldId}`.
 */
export function checkAnswers(
  fields: readonly CustomField[],
  answers: readonly BookingAnswer[],
): BookingAnswer[] {
  const errors: Record<string, string[]> = {};
  const byId = new Map(fields.filter((f) => f.id).map((f) => [f.id!, f]));
  for (const answer of answers) {
    const field = byId.get(answer.fieldId);
    if (!field) errors[`answers.${answer.fieldId}`] = ["This question is not asked for this experience"];
    else if (!fitsType(field, answer.value))
      errors[`answers.${answer.fieldId}`] = [`The answer must be of type ${field.type}`];
  }
  for (const field of byId.values()) {
    if (!field.required || field.per !== "Booking") continue;
    const answer = answers.find((a) => a.fieldId === field.id);
    if (!answer || isEmpty(answer.value)) errors[`answers.${field.id}`] ??= [answerRequired];
  }
  if (Object.keys(errors).length > 0) throw badRequest("Check the answers", errors);
  return answers.filter((a) => !isEmpty(a.value));
}
