/**
 * Zod issues of the shared catalogue contracts as form errors. docs/product.md §4.6 messages pass through
 * (the form hook translates them); the contracts' own English messages become this feature's
 * catalogue keys so they follow the language toggle too.
 */
import type { UseFormReturnType } from "@mantine/form";
import type { z } from "zod";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import { ApiError } from "../../../../lib/http/api-error";

const contractMessageKeys: Record<string, string> = {
  "Closing must be after opening": "scheduleSettings.validation.closeAfterOpen",
  "Choose at least one weekday": "scheduleSettings.validation.weekdayRequired",
  "Add at least one start time": "scheduleSettings.validation.timeRequired",
  "Give opening hours for at least one weekday": "scheduleSettings.validation.openDayRequired",
  "The shortest rental cannot be longer than the longest": "scheduleSettings.validation.minAboveMax",
  "Use a time as HH:mm": "scheduleSettings.validation.time",
  "Use a date as YYYY-MM-DD": "scheduleSettings.validation.date",
  "Use a real calendar date": "scheduleSettings.validation.date",
  "Enable at least one sales channel": "channelSettings.atLeastOne",
};

/** A contract or server message as the form shows it: a catalogue key where this feature has one. */
export function formMessage(message: string): string {
  return contractMessageKeys[message] ?? message;
}

function issueMessage(issue: z.core.$ZodIssue): string {
  // A missing value (an empty number field, no choice made) reads "Value is required".
  if (issue.code === "invalid_type" || (issue.code === "invalid_format" && issue.format === "uuid"))
    return m.required;
  return formMessage(issue.message);
}

/**
 * Validates `body` with `schema`; each issue is put on the form field `toField` names for its
 * path (the first issue of a field wins).
 */
export function contractErrors(
  schema: z.ZodType,
  body: unknown,
  toField: (path: string) => string = (path) => path,
): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = toField(issue.path.map(String).join("."));
    errors[field] ??= issueMessage(issue);
  }
  return errors;
}

/** A 400 answer's per-field errors, on the form's fields. */
export function serverErrors(
  errors: Record<string, string[]> | undefined,
  toField: (path: string) => string = (path) => path,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) result[toField(path)] ??= formMessage(messages[0]);
  }
  return result;
}

/**
 * A refused save's per-field errors put on the form, those fields marked touched so they show at
 * once; a failure that is not an API answer is left to the call's error toast.
 */
export function showServerErrors<Values>(
  form: UseFormReturnType<Values>,
  error: unknown,
  toField?: (path: string) => string,
): void {
  if (!(error instanceof ApiError)) return;
  const errors = serverErrors(error.problem.errors, toField);
  form.setErrors(errors);
  form.setTouched(Object.fromEntries(Object.keys(errors).map((field) => [field, true])));
}
