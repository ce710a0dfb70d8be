/**
 * Money as people read it (docs/product.md §14.2): krónur always with dot thousand separators, no decimals and
 * the suffix "Kr."; other currencies in a number-format preset's locale, or in the locale of the
 * reader's language.
 */
import type { Language, NumberFormatPreset } from "../enums";
import { defaultDisplayLocale, displayLocaleOf } from "../format/locales";
import { groupWithDots, numberPresets } from "../format/number-presets";
import { currencyDecimals, toMajorUnits } from "./money";

/** docs/product.md §14.2: Icelandic currency shows dot thousand separators, no decimals, suffix "Kr.". */
export function formatIsk(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  return `${sign}${groupWithDots(Math.round(amount))} Kr.`;
}

/** An amount in a preset's own currency, in the preset's format. */
export function formatCurrency(amount: number, preset: NumberFormatPreset): string {
  if (preset === "is-IS") return formatIsk(amount);
  return new Intl.NumberFormat(preset, numberPresets[preset].currency).format(amount);
}

/** Another currency in a locale; a code Intl does not know shows as "12.50 XYZ". */
function formatInLocale(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
  } catch {
    return `${amount.toFixed(currencyDecimals(currency))} ${currency}`;
  }
}

/**
 * A major-unit amount in any currency: krónur always as docs/product.md §14.2 says ("12.900 Kr."), the
 * preset's own currency in its format, another currency in the preset's locale, or in the
 * default display locale when no preset is chosen.
 */
export function formatMoney(amount: number, currency: string, preset?: NumberFormatPreset): string {
  if (currency === "ISK") return formatIsk(amount);
  if (preset && numberPresets[preset].currency.currency === currency) return formatCurrency(amount, preset);
  return formatInLocale(amount, currency, preset ?? defaultDisplayLocale);
}

/** An amount in minor units in a number-format preset, as formatMoney writes it. */
export function formatMinorAmount(minor: number, currency: string, preset?: NumberFormatPreset): string {
  return formatMoney(toMajorUnits(minor, currency), currency, preset);
}

/**
 * An amount in minor units in the locale of the reader's language (en-GB for English, is-IS
 * for Icelandic); krónur as docs/product.md §14.2 says in both.
 */
export function formatMinorInLanguage(minor: number, currency: string, language?: Language): string {
  const major = toMajorUnits(minor, currency);
  if (currency === "ISK") return formatIsk(major);
  return formatInLocale(major, currency, displayLocaleOf(language));
}
