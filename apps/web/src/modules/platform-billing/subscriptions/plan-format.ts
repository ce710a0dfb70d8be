/** docs/product.md §14.3 plan screen numbers: thousands by dots, decimals by comma with 2 digits; prices in EUR. */
import { formatPlanAmount } from "@stund/shared/format/number-presets";

export function formatEuro(amount: number): string {
  return `${formatPlanAmount(amount)} €`;
}

/** A whole fee reads "2", a fractional one "2,50". */
export function formatFee(percent: number): string {
  return Number.isInteger(percent) ? formatCount(percent) : formatPlanAmount(percent);
}

/** A count limit: "1.000". */
export function formatCount(value: number): string {
  return formatPlanAmount(value).slice(0, -3);
}
