import type { Language } from "../enums";
import { defaultDisplayLocale } from "./locales";

/** docs/product.md §14.4 date formats (dayjs tokens). */
export const dateFormats = {
  short: "DD/MM/YYYY",
  long: "DD/MM/YYYY HH:mm",
  plan: "DD.MMMM YYYY",
  planWithTime: "DD.MMMM YYYY HH:mm",
} as const;

/** The dayjs name of the default display locale (docs/product.md §14.4: en-GB). */
export const defaultDateLocale = defaultDisplayLocale.toLowerCase();

/**
 * The dayjs locale for each interface language: its display locale, the default one for
 * English, so month names follow the language.
 */
export const dateLocales: Record<Language, string> = { EN: defaultDateLocale, IS: "is" };
