/**
 * PhoneField: docs/product.md §4.4 phone input. Whatever is typed or pasted keeps only an optional leading
 * plus, digits and spaces.
 */
import { TextInput, type TextInputProps } from "@mantine/core";
import { sanitizePhone } from "./input-rules";

export interface PhoneFieldProps extends Omit<TextInputProps, "value" | "onChange" | "type"> {
  value: string;
  onChange: (value: string) => void;
}

export function PhoneField({ value, onChange, ...inputProps }: PhoneFieldProps) {
  return (
    <TextInput
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      {...inputProps}
      value={value}
      onChange={(event) => onChange(sanitizePhone(event.currentTarget.value))}
    />
  );
}
