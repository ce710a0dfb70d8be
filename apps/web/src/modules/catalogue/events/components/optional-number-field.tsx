/**
 * A whole-number override: empty means "use the default" (shown as the placeholder), so unlike
 * the plain number input an empty field stays empty on blur.
 */
import { NumberField, type NumberFieldProps } from "../../../../components/inputs/number-field";

export type OptionalNumberFieldProps = Omit<NumberFieldProps, "normaliseOnBlur" | "onChange" | "value"> & {
  value: number | "";
  onChange: (value: number | "") => void;
};

const keep = (value: number | string) => value;

export function OptionalNumberField({ value, onChange, ...props }: OptionalNumberFieldProps) {
  return (
    <NumberField
      allowDecimal={false}
      allowNegative={false}
      {...props}
      value={value}
      normaliseOnBlur={keep}
      onChange={(next) => onChange(typeof next === "number" ? next : next === "" ? "" : Number(next))}
    />
  );
}
