/**
 * TextField: docs/product.md §4.4 text input. Its maximum length defaults to 255 and, once the text
 * reaches it, "You have reached the maximum character limit of {n}." shows under the field.
 */
import { Text, TextInput, type TextInputProps } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { defaultMaxLength } from "@stund/shared/contracts/validation-messages";
import { useTranslation } from "react-i18next";

export interface TextFieldProps extends Omit<TextInputProps, "value" | "onChange"> {
  value: string;
  onChange: (value: string) => void;
}

export function TextField({
  value,
  onChange,
  maxLength = defaultMaxLength,
  id,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation();
  const inputId = useId(id);
  const limitReached = value.length >= maxLength;
  const limitId = `${inputId}-limit`;
  return (
    <TextInput
      {...inputProps}
      id={inputId}
      value={value}
      maxLength={maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-describedby={limitReached ? limitId : undefined}
      inputContainer={(input) => (
        <>
          {input}
          {limitReached && (
            <Text id={limitId} size="xs" c="orange.8" mt={4} aria-live="polite">
              {t("validation.maxChars", { n: maxLength })}
            </Text>
          )}
        </>
      )}
    />
  );
}
