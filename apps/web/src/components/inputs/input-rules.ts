/** docs/product.md §4.4 input rules as pure functions, so the inputs and their tests share one definition. */

/** Phone input: only an optional leading plus, digits and spaces. */
export function sanitizePhone(raw: string): string {
  const leadingPlus = raw.trimStart().startsWith("+") ? "+" : "";
  return leadingPlus + raw.replace(/[^0-9 ]/g, "");
}

/**
 * Percentage input: the typed digits truncated to 2 characters, or to 3 when the value is 100
 * or 1000 (so "1000" becomes "100" and "150" becomes "15").
 */
export function truncatePercentage(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const limit = digits === "100" || digits === "1000" ? 3 : 2;
  return digits.slice(0, limit);
}

/** Money and number inputs: on blur an empty value, or zero, becomes 0. */
export function zeroWhenEmpty(value: number | string): number | string {
  if (value === "" || Number(value) === 0) return 0;
  return value;
}

/** docs/product.md §4.4 money format: dots between thousands, a comma before at most 2 decimals. */
export const moneyFormat = {
  thousandSeparator: ".",
  decimalSeparator: ",",
  allowedDecimalSeparators: [","] as string[],
  decimalScale: 2,
} as const;
