/**
 * PercentageField: docs/product.md §4.4 percentage input. The typed value is truncated to 2 characters, or to
 * 3 when the value is 100 or 1000 (see truncatePercentage).
 */
import { TextInput, type TextInputProps } from "@mantine/core";
import { truncatePercentage } from "./input-rules";

export interface PercentageFieldProps extends Omit<TextInputProps, "value" | "onChange"> {
  value: number | "";
  /** The whole percentage, or "" when the field is empty. */
  onChange: (value: number | "") => void;
}

export function PercentageField({ value, onChange, ...inputProps }: PercentageFieldProps) {
  return (
    <TextInput
      inputMode="numeric"
      rightSection="%"
      rightSectionPointerEvents="none"
      {...inputProps}
      value={value === "" ? "" : truncatePercentage(String(value))}
      onChange={(event) => {
        const text = truncatePercentage(event.currentTarget.value);
        onChange(text === "" ? "" : Number(text));
      }}
    />
  );
}
