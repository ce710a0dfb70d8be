/**
 * useValidatedForm: docs/product.md §4.5 "a validation field becomes dirty on touch or edit and shows errors
 * only when dirty", on @mantine/form. Fields are validated on edit and on blur; a field's error
 * shows once the field was focused or edited, and in the user's language (docs/product.md §4.6 messages, see
 * components/forms/validation-message.ts). A failed submit shows the errors of every field.
 */
import { useForm, type FormErrors, type UseFormInput, type UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { translateValidationMessage } from "./validation-message";

function touchedByErrors(errors: FormErrors): Record<string, boolean> {
  return Object.fromEntries(Object.keys(errors).map((path) => [path, true]));
}

export function useValidatedForm<Values extends Record<string, unknown>>(
  input: UseFormInput<Values>,
): UseFormReturnType<Values> & { validateAndShow: () => boolean } {
  const { t } = useTranslation();
  const form = useForm<Values>({
    mode: "controlled",
    validateInputOnChange: true,
    validateInputOnBlur: true,
    ...input,
    enhanceGetInputProps: (payload) => {
      const extra = input.enhanceGetInputProps?.(payload) ?? {};
      const error: unknown = payload.inputProps.error;
      const dirty = payload.form.isTouched(payload.field) || payload.form.isDirty(payload.field);
      const shown =
        dirty && error
          ? typeof error === "string"
            ? translateValidationMessage(error, t)
            : error
          : undefined;
      return { ...extra, error: shown };
    },
  });

  const onSubmit: typeof form.onSubmit = (handleSubmit, handleFailure) =>
    form.onSubmit(handleSubmit, (errors, values, event) => {
      form.setTouched((touched) => ({ ...touched, ...touchedByErrors(errors) }));
      handleFailure?.(errors, values, event);
    });

  /** Validates every field and shows the errors found, as a failed submit does. */
  const validateAndShow = (): boolean => {
    const result = form.validate() as { hasErrors: boolean; errors: FormErrors };
    form.setTouched((touched) => ({ ...touched, ...touchedByErrors(result.errors) }));
    return !result.hasErrors;
  };

  return { ...form, onSubmit, validateAndShow };
}
