/**
 * Prices travel as integers in minor units of the tenant's currency (contracts/catalogue/common.ts);
 * forms show them in major units (krónur, euros) with the spec §5 money input.
 */
import { currencyMinorDigits } from "@stund/shared/contracts/catalogue/common";
import { currencies, type Currency, type NumberFormatPreset } from "@stund/shared/enums";
import { formatMoney } from "@stund/shared/format/number-presets";

export function asCurrency(code: string | undefined, fallback: Currency = "ISK"): Currency {
  return (currencies as readonly string[]).includes(code ?? "") ? (code as Currency) : fallback;
}

const scale = (currency: Currency) => 10 ** currencyMinorDigits[currency];

/** Minor units (4950 cents) as the amount a person types (49.5 euros). */
export function fromMinorUnits(minor: number, currency: Currency): number {
  return minor / scale(currency);
}

/** A typed amount as minor units, rounded to what the currency can hold; undefined when empty. */
export function toMinorUnits(major: number | string, currency: Currency): number | undefined {
  if (major === "" || major === null || major === undefined) return undefined;
  const value = Number(major);
  if (Number.isNaN(value)) return undefined;
  return Math.round(value * scale(currency));
}

/**
 * A price in minor units shown in the tenant's number format. Krónur always show as spec §9
 * says ("12.900 Kr."); another currency follows the preset's locale, or the default display
 * locale while no preset is chosen.
 */
export function formatMinorAmount(
  minor: number,
  currency: Currency,
  preset: NumberFormatPreset | undefined,
): string {
  return formatMoney(fromMinorUnits(minor, currency), currency, preset);
}
