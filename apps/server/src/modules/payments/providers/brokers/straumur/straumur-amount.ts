/**
 * Amounts for Straumur. Straumur takes and sends minor units, but counts ISK in hundredths, as its
 * card processing does: "Must end in 00 for ISK" (docs.straumur.is), and its own plugin shows 48900 as 489 kr.
 * We count ISK in whole krónur (ISO 4217 gives it no decimals), so ISK is multiplied by 100 on the way out
 * and divided on the way back. The other currencies a company can choose have 2 decimals in both.
 */

const factors: Record<string, number> = { ISK: 100 };

const factorOf = (currency: string) => factors[currency] ?? 1;

/** Our minor units in Straumur's: 15000 ISK → 1500000, 1050 EUR → 1050. */
export function toStraumurAmount(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor) || minor <= 0) throw new RangeError(`Not an amount: ${minor}`);
  const amount = minor * factorOf(currency);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Amount too large: ${minor}`);
  return amount;
}

/**
 * Straumur's amount (JSON text such as "48900", or a number) in our minor units: 48900 ISK → 489. An ISK
 * amount that does not end in 00 gives the exact fraction, which never equals one of our amounts; anything
 * that is not a whole number gives null.
 */
export function fromStraumurAmount(value: unknown, currency: string): number | null {
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^\d{1,15}$/.test(text)) return null;
  return Number(text) / factorOf(currency);
}
