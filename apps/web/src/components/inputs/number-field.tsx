/**
 * NumberField: docs/product.md §4.4 number input. A 0 shows as an empty field when the user clicks into it,
 * so they can type straight away; a field left empty becomes 0 again on blur.
 */
import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useState } from "react";

export interface NumberFieldProps extends Omit<NumberInputProps, "value" | "onChange"> {
  value: number | string;
  onChange: (value: number | string) => void;
  /** What the field becomes on blur; by default an empty field becomes 0. */
  normaliseOnBlur?: (value: number | string) => number | string;
}

const emptyToZero = (value: number | string) => (value === "" ? 0 : value);

export function NumberField({
  value,
  onChange,
  normaliseOnBlur = emptyToZero,
  onFocus,
  onClick,
  onBlur,
  ...inputProps
}: NumberFieldProps) {
  const [showEmpty, setShowEmpty] = useState(false);
  const clearZero = () => {
    if (value === 0) setShowEmpty(true);
  };
  return (
    <NumberInput
      {...inputProps}
      value={showEmpty ? "" : value}
      onChange={(next) => {
        setShowEmpty(false);
        onChange(next);
      }}
      onClick={(event) => {
        clearZero();
        onClick?.(event);
      }}
      onFocus={(event) => {
        clearZero();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // Only a field that is empty both on screen and in the last render is normalised: a value
        // typed just before leaving may not have come back through the props yet, and the screen
        // may lag behind a value set through the props.
        const shownEmpty = event.currentTarget.value.trim() === "";
        const renderedEmpty = showEmpty || value === "";
        setShowEmpty(false);
        if (shownEmpty && renderedEmpty) {
          const normalised = normaliseOnBlur("");
          if (normalised !== value || showEmpty) onChange(normalised);
        }
        onBlur?.(event);
      }}
    />
  );
}
