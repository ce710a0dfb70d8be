/**
 * docs/product.md §4.6 general validation rules for @mantine/form. Each returns the shared English message
 * (validation-messages.ts) or null; useValidatedForm shows it translated.
 */
import { phonePattern } from "@stund/shared/contracts/personal-information";
import { defaultMaxLength, validationMessages as m } from "@stund/shared/contracts/validation-messages";
import { phoneMessage } from "./validation-message";

export type Rule<Value = unknown, Values = unknown> = (value: Value, values: Values) => string | null;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** "Value is required"; text is trimmed first. */
export const required = (): Rule => (value) => (isEmpty(value) ? m.required : null);

/** "The value is required" while the condition on the whole form holds. */
export const requiredWhen =
  <Values>(condition: (values: Values) => boolean): Rule<unknown, Values> =>
  (value, values) =>
    condition(values) && isEmpty(value) ? m.conditionallyRequired : null;

/** "Value is not a valid email address"; an empty value passes (combine with required). */
export const email = (): Rule => (value) =>
  typeof value === "string" && value.trim() !== "" && !emailPattern.test(value.trim()) ? m.email : null;

export const minLength =
  (min: number): Rule =>
  (value) =>
    typeof value === "string" && value.trim() !== "" && value.trim().length < min ? m.minLength(min) : null;

export const maxLength =
  (max = defaultMaxLength): Rule =>
  (value) =>
    typeof value === "string" && value.length > max ? m.maxChars(max) : null;

export const min =
  (minimum: number): Rule =>
  (value) =>
    typeof value === "number" && value < minimum ? m.min(minimum) : null;

export const max =
  (maximum: number): Rule =>
  (value) =>
    typeof value === "number" && value > maximum ? m.max(maximum) : null;

export const phone = (): Rule => (value) =>
  typeof value === "string" && !phonePattern.test(value) ? phoneMessage : null;

/** The first failing rule's message. */
export const rules =
  <Value, Values>(...list: Rule<Value, Values>[]): Rule<Value, Values> =>
  (value, values) => {
    for (const rule of list) {
      const error = rule(value, values);
      if (error) return error;
    }
    return null;
  };
