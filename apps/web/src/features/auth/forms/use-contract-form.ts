import { useForm, type FormErrors, type UseFormReturnType } from "@mantine/form";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ApiError } from "../../../api/api-error";
import { translateFormMessage } from "./form-messages";

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

/**
 * A Mantine form checked by a shared contract. Spec §4: a field becomes dirty when it is touched
 * or edited and only then shows its errors; submitting touches every field. Errors are kept as
 * the contract's message and translated when shown, so switching language translates them too.
 */
export function useContractForm<Values extends Record<string, unknown>>(
  options: ContractFormOptions<Values>,
): UseFormReturnType<Values> {
  const { t } = useTranslation();
  return useForm<Values>({
    mode: "controlled",
    initialValues: options.initialValues,
    validate: (values) => zodFormErrors(options.schema, values),
    validateInputOnChange: true,
    validateInputOnBlur: true,
    onValuesChange: options.onValuesChange,
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFormMessage(inputProps.error, t) }),
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
  return true;
}

/** What to show inline for a failed call: the answer's title, or a network message when none came. */
export function failureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return translateFormMessage(error.problem.title, t) ?? t("toast.errorText");
  return t("auth.error.network");
}
