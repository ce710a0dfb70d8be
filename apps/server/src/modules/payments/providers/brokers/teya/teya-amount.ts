/**
 * Amounts for Teya. We count whole minor units as ISO 4217 does (ISK has none, EUR has 2). Teya's Online
 * Payments API counts the same way, so its amounts pass as they are. SecurePay takes a decimal number as
 * text, with `.` or `,` before the decimals (help.teya.com, SecurePay "Parameters"): ISK 15000 is "15000",
 * EUR 1050 is "10.50". The checkhash covers that exact text, so it is written once and used for both.
 */

const zeroDecimals = new Set(["ISK", "JPY", "KRW", "CLP", "VND", "XAF", "XOF", "XPF", "UGX", "PYG"]);
const threeDecimals = new Set(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]);

/** How many decimals a currency has by ISO 4217. */
export function currencyDecimals(currency: string): number {
  if (zeroDecimals.has(currency)) return 0;
  return threeDecimals.has(currency) ? 3 : 2;
}

/** Whether an amount is a positive whole number of minor units that JavaScript counts exactly. */
export const isMinorAmount = (amount: number) => Number.isSafeInteger(amount) && amount > 0;

/** Our minor units as SecurePay's decimal text: 15000 ISK → "15000", 1050 EUR → "10.50". */
export function formatSecurePayAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`Not an amount: ${minor}`);
  const decimals = currencyDecimals(currency);
  if (decimals === 0) return String(minor);
  const digits = String(minor).padStart(decimals + 1, "0");
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

const decimalText = /^(\d{1,15})(?:[.,](\d{1,6}))?$/;

/**
 * SecurePay's decimal text back in minor units: "15000" ISK → 15000, "10,50" EUR → 1050. Text with more
 * decimals than the currency has gives the exact fraction (e.g. 15000.5), which never equals one of our
 * amounts; text that is not a decimal number gives null.
 */
export function parseSecurePayAmount(text: string, currency: string): number | null {
  const match = decimalText.exec(text.trim());
  if (!match) return null;
  const [, whole = "", fraction = ""] = match;
  const decimals = currencyDecimals(currency);
  const scale = Math.max(decimals, fraction.length);
  const scaled = Number(`${whole}${fraction.padEnd(scale, "0")}`);
  if (!Number.isSafeInteger(scaled)) return null;
  return scaled / 10 ** (scale - decimals);
}
