/**
 * Client-side checks with the shared contract (experienceBodySchema), the same rules the API
 * applies. Messages are the shared English ones, which useValidatedForm shows in the console
 * language; the experience contract's own messages become catalogue keys (experience-messages.ts).
 */
import type { FormErrors } from "@mantine/form";
import { experienceBodySchema } from "@stund/shared/contracts/catalogue/experiences";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import type { Currency } from "@stund/shared/enums";
import { ApiError } from "../../../../lib/http/api-error";
import { experienceBodyFromValues } from "./experience-body";
import { experienceMessageKey } from "./experience-messages";
import type { ExperienceFormValues } from "./experience-form-values";

/** The field errors of the editor's values, keyed by the body's dotted paths. */
export function validateExperienceValues(values: ExperienceFormValues, currency: Currency): FormErrors {
  const result = experienceBodySchema.safeParse(experienceBodyFromValues(values, currency));
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    if (path in errors) continue;
    // An asset pool not chosen yet is an empty id, not a malformed one.
    errors[path] = path.endsWith(".assetId") ? m.required : experienceMessageKey(issue.message);
  }
  return errors;
}

/**
 * The per-field errors of a refused save, for the form. Empty when the answer named no field the
 * form has; the API client has shown the answer's title in the error toast.
 */
export function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || !error.problem.errors) return {};
  const errors: FormErrors = {};
  for (const [field, messages] of Object.entries(error.problem.errors)) {
    if (messages.length === 0 || field === "body") continue;
    // A list (channels, assets, images) can carry several problems; a field carries one.
    errors[field] = messages.length === 1 ? experienceMessageKey(messages[0]!) : messages.join("\n");
  }
  return errors;
}

function valueAt(values: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      values,
    );
}

/**
 * The API's field errors that still apply: one stays until its field is changed, so checking
 * other fields again (on blur, on change) does not wipe it.
 */
export function standingServerErrors(
  server: { errors: FormErrors; values: ExperienceFormValues } | null,
  values: ExperienceFormValues,
): FormErrors {
  if (!server) return {};
  return Object.fromEntries(
    Object.entries(server.errors).filter(
      ([path]) => JSON.stringify(valueAt(values, path)) === JSON.stringify(valueAt(server.values, path)),
    ),
  );
}
