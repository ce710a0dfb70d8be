/**
 * MoneyField: docs/product.md §4.4 money input: dots between thousands, a comma before at most 2 decimals;
 * an empty or zero amount becomes 0 on blur. As a number input it also clears a 0 on click.
 */
import { moneyFormat, zeroWhenEmpty } from "./input-rules";
import { NumberField, type NumberFieldProps } from "./number-field";

export type MoneyFieldProps = Omit<NumberFieldProps, "normaliseOnBlur" | keyof typeof moneyFormat>;

export function MoneyField(props: MoneyFieldProps) {
  return <NumberField hideControls {...props} {...moneyFormat} normaliseOnBlur={zeroWhenEmpty} />;
}
