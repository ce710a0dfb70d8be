import type { TFunction } from "i18next";
import type { z } from "zod";
import { phonePattern } from "@stund/shared/contracts/personal-information";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import { phoneMessage } from "./validation-message";

type Issue = z.core.$ZodIssue;

/** The shared English message for an issue; useValidatedForm shows it in the user's language. */
function messageOf(issue: Issue): string {
  switch (issue.code) {
    case "too_small":
      return Number(issue.minimum) <= 1 ? m.required : m.minLength(Number(issue.minimum));
    case "too_big":
      return m.maxChars(Number(issue.maximum));
    case "invalid_format":
      if (issue.format === "email") return m.email;
      if (issue.format === "regex" && "pattern" in issue && issue.pattern === phonePattern.source)
        return phoneMessage;
      return issue.message;
    default:
      return issue.message;
  }
}

/**
 * A form validator from a shared contract schema: the same rules the API applies. Error keys are
 * the dotted field paths the form uses.
 */
export function contractValidator<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      errors[path] ??= messageOf(issue);
    }
    return errors;
  };
}

/** docs/product.md §4.4 for a textarea: it stops at its limit and says so once the limit is reached. */
export function charLimit(
  value: string,
  t: TFunction,
  max: number,
): { maxLength: number; description?: string } {
  return {
    maxLength: max,
    description: value.length >= max ? t("validation.maxChars", { n: max }) : undefined,
  };
}

/** Field errors from a problem answer (e.g. a taken identifier) placed on the form's fields. */
export function serverFieldErrors(
  errors: Record<string, string[]> | undefined,
  fieldFor: (serverField: string) => string = (field) => field,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) result[fieldFor(field)] = messages[0];
  }
  return result;
}
