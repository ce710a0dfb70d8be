/**
 * A form checked by a shared zod contract, on useValidatedForm (docs/product.md §4.5: errors show only once a
 * field is dirty), plus the handling of a 400 answer's per-field errors.
 */
import type { FormErrors, UseFormReturnType } from "@mantine/form";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { ApiError } from "../http/api-error";
import { translateValidationMessage } from "./validation-message";
import { useValidatedForm } from "./use-validated-form";

/** Zod issues as Mantine form errors, keyed by dotted path; the first issue of a field wins. */
export function zodFormErrors(schema: z.ZodType, values: unknown): FormErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

interface ContractFormOptions<Values> {
  schema: z.ZodType;
  initialValues: Values;
  onValuesChange?: (values: Values) => void;
}

export function useContractForm<Values extends Record<string, unknown>>(
  options: ContractFormOptions<Values>,
) {
  return useValidatedForm<Values>({
    initialValues: options.initialValues,
    validate: (values) => zodFormErrors(options.schema, values),
    onValuesChange: options.onValuesChange,
  });
}

/**
 * Puts a 400 answer's per-field errors on the form. Returns false when the error carried none,
 * so the caller shows the answer's title instead.
 */
export function applyServerFieldErrors<Values>(form: UseFormReturnType<Values>, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.problem.errors) return false;
  const entries = Object.entries(error.problem.errors).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return false;
  form.setErrors(Object.fromEntries(entries.map(([field, messages]) => [field, messages[0]])));
  form.setTouched((touched) => ({
    ...touched,
    ...Object.fromEntries(entries.map(([field]) => [field, true])),
  }));
  return true;
}

/** What to show inline for a failed call: the answer's title, or a network message when none came. */
export function failureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError)
    return translateValidationMessage(error.problem.title, t) || t("toast.errorText");
  return t("auth.error.network");
}
