import type { NumberFormatPreset } from "../enums";
import { roundToMinor } from "../money/money";
import { defaultDisplayLocale } from "./locales";

interface Preset {
  currency: Intl.NumberFormatOptions & { currency: string };
  decimal: Intl.NumberFormatOptions;
  percent: Intl.NumberFormatOptions;
}

/**
 * docs/product.md §14.1 number-format presets: currency, decimal and percent per locale; percent never groups.
 *
 * The spec words the decimal rule as "0 minimum and 0 maximum significant digits" (is-IS) and
 * "2 minimum and 2 maximum significant digits" (the others). Intl rejects 0 significant digits
 * (RangeError: minimumSignificantDigits value is out of range), so that wording can only mean
 * digits after the decimal separator: whole numbers in Iceland, two decimals elsewhere.
 */
export const numberPresets: Record<NumberFormatPreset, Preset> = {
  "is-IS": {
    currency: { style: "currency", currency: "ISK", useGrouping: true, currencyDisplay: "symbol" },
    decimal: { style: "decimal", minimumFractionDigits: 0, maximumFractionDigits: 0 },
    percent: { style: "percent", useGrouping: false },
  },
  "de-DE": {
    currency: { style: "currency", currency: "EUR" },
    decimal: { style: "decimal", minimumFractionDigits: 2, maximumFractionDigits: 2 },
    percent: { style: "percent", useGrouping: false },
  },
  "da-DK": {
    currency: { style: "currency", currency: "DKK" },
    decimal: { style: "decimal", minimumFractionDigits: 2, maximumFractionDigits: 2 },
    percent: { style: "percent", useGrouping: false },
  },
  "sv-SE": {
    currency: { style: "currency", currency: "SEK" },
    decimal: { style: "decimal", minimumFractionDigits: 2, maximumFractionDigits: 2 },
    percent: { style: "percent", useGrouping: false },
  },
  "en-US": {
    currency: { style: "currency", currency: "USD" },
    decimal: { style: "decimal", minimumFractionDigits: 2, maximumFractionDigits: 2 },
    percent: { style: "percent", useGrouping: false },
  },
};

/**
 * Without a preset, numbers show in the default display locale (docs/product.md §14.1) with Intl's own
 * decimals; percent never groups there either.
 */
const displayDefaults: Omit<Preset, "currency"> = {
  decimal: { style: "decimal" },
  percent: { style: "percent", useGrouping: false },
};

/** A preset's decimal format; without a preset, the default display locale's. */
export function formatDecimal(value: number, preset?: NumberFormatPreset): string {
  if (!preset) return new Intl.NumberFormat(defaultDisplayLocale, displayDefaults.decimal).format(value);
  return new Intl.NumberFormat(preset, numberPresets[preset].decimal).format(value);
}

/** A fraction as a preset's percent; without a preset, the default display locale's. */
export function formatPercent(fraction: number, preset?: NumberFormatPreset): string {
  if (!preset) return new Intl.NumberFormat(defaultDisplayLocale, displayDefaults.percent).format(fraction);
  return new Intl.NumberFormat(preset, numberPresets[preset].percent).format(fraction);
}

/** Groups thousands with dots; used for ISK and the plans screen. */
export function groupWithDots(whole: number): string {
  return Math.trunc(Math.abs(whole))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** docs/product.md §14.3 plans screen: thousands by dots, decimals by comma with 2 digits. */
export function formatPlanAmount(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const cents = roundToMinor(Math.abs(amount), 2);
  const whole = Math.floor(cents / 100);
  return `${sign}${groupWithDots(whole)},${String(cents % 100).padStart(2, "0")}`;
}
