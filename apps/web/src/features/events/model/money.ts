import { currencyMinorDigits } from "@stund/shared/contracts/catalogue/common";
import { formatIsk } from "@stund/shared/format/number-presets";
import type { Currency } from "@stund/shared/enums";

/** Digits of the currency's minor unit (0 for ISK, 2 for EUR); 2 for a currency we do not know. */
export function minorDigits(currency: string): number {
  return currencyMinorDigits[currency as Currency] ?? 2;
}

/** An amount typed in major units (krónur, euros) as whole minor units. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** Minor units as the major-unit amount an input shows. */
export function toMajor(minor: number, currency: string): number {
  return minor / 10 ** minorDigits(currency);
}

/** A price in minor units for display; ISK follows spec §9 ("12.900 Kr."). */
export function formatMinor(minor: number, currency: string, language: string): string {
  const major = toMajor(minor, currency);
  if (currency === "ISK") return formatIsk(major);
  try {
    return new Intl.NumberFormat(language === "IS" ? "is-IS" : "en-GB", {
      style: "currency",
      currency,
    }).format(major);
  } catch {
    return `${major.toFixed(minorDigits(currency))} ${currency}`;
  }
}
