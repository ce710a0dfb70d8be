/**
 * Money as the platform keeps it: amounts travel and are stored as whole minor units of their
 * currency (ISK 15000 is 15.000 kr., EUR 1050 is 10,50 €); people type and read major units.
 * Every conversion between the two goes through this file, on the server and in the browser.
 */
import { currencies, type Currency } from "../enums";

/** Digits after the decimal point of each currency's minor unit (ISO 4217). */
export const currencyMinorDigits: Record<Currency, number> = {
  ISK: 0,
  EUR: 2,
  DKK: 2,
  SEK: 2,
  USD: 2,
  NOK: 2,
  GBP: 2,
};

/** ISO 4217 currencies without decimals that are not ours, for amounts a broker reports. */
const otherMinorDigits: Record<string, number> = { JPY: 0, KRW: 0 };

/** Digits of a currency's minor unit: 0 for ISK, 2 for EUR, and 2 for a currency we do not know. */
export function currencyDecimals(currency: string): number {
  const code = currency.toUpperCase();
  return currencyMinorDigits[code as Currency] ?? otherMinorDigits[code] ?? 2;
}

/** A currency code as one we sell in; an unknown or missing code becomes `fallback`. */
export function asCurrency(code: string | undefined, fallback: Currency = "ISK"): Currency {
  return (currencies as readonly string[]).includes(code ?? "") ? (code as Currency) : fallback;
}

/**
 * A major-unit amount scaled by 10^digits and rounded half away from zero, as the amount is
 * written: the product is first cut to six decimals, so binary fractions (0.285 × 100 =
 * 28.499999…) become 29, not 28.
 */
export function roundToMinor(major: number, digits: number): number {
  const scaled = Number((major * 10 ** digits).toFixed(6));
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** The major unit to whole minor units, e.g. EUR 0.285 → 29, ISK 1.5 → 2. */
export const toMinorUnits = (amount: number, currency: string): number =>
  roundToMinor(amount, currencyDecimals(currency));

/** Whole minor units to the major unit, e.g. EUR 1050 → 10.5, ISK 15000 → 15000. */
export const toMajorUnits = (amount: number, currency: string): number =>
  amount / 10 ** currencyDecimals(currency);

/** A typed amount (a number or the text of an input) as minor units; undefined when empty or not a number. */
export function minorUnitsOfInput(
  value: number | string | null | undefined,
  currency: string,
): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  const number = Number(value);
  if (Number.isNaN(number)) return undefined;
  return toMinorUnits(number, currency);
}
