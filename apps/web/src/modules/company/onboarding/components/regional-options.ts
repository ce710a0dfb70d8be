import type { Currency, NumberFormatPreset } from "@stund/shared/enums";
import { numberFormatPresets } from "@stund/shared/enums";
import { formatCurrency } from "@stund/shared/money/format-money";

/** IANA time zones the browser knows, always including the one already chosen. */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes(current) || !current ? zones : [current, ...zones];
}

/** Each preset with a sample amount, so the choice shows what it does. */
export function numberFormatOptions(): { value: NumberFormatPreset; label: string }[] {
  return numberFormatPresets.map((preset) => ({
    value: preset,
    label: `${preset} · ${formatCurrency(1234567.5, preset)}`,
  }));
}

/** Sensible currency, time zone and number format for the countries the presets were made for. */
export const countryDefaults: Partial<
  Record<string, { currency: Currency; timeZone?: string; numberFormat: NumberFormatPreset }>
> = {
  IS: { currency: "ISK", timeZone: "Atlantic/Reykjavik", numberFormat: "is-IS" },
  DE: { currency: "EUR", timeZone: "Europe/Berlin", numberFormat: "de-DE" },
  DK: { currency: "DKK", timeZone: "Europe/Copenhagen", numberFormat: "da-DK" },
  SE: { currency: "SEK", timeZone: "Europe/Stockholm", numberFormat: "sv-SE" },
  US: { currency: "USD", numberFormat: "en-US" },
};
