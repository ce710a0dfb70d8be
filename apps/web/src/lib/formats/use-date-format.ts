/**
 * useDateFormat: docs/product.md §14.4 date formats (short DD/MM/YYYY, long DD/MM/YYYY HH:mm) and
 * the plans screen formats (DD.MMMM YYYY, DD.MMMM YYYY HH:mm), in the display locale of the interface
 * language: en-GB for English and whenever no language is chosen, with month names to match.
 */
import dayjs from "dayjs";
import "dayjs/locale/en-gb";
import "dayjs/locale/is";
import { useMemo } from "react";
import type { Language } from "@stund/shared/enums";
import { dateFormats, dateLocales, defaultDateLocale } from "@stund/shared/format/dates";
import { displayLocaleOf } from "@stund/shared/format/locales";
import { useLanguage } from "../language/use-language";

export type DateInput = string | number | Date | dayjs.Dayjs;

export interface DateFormat {
  /** The display locale (BCP 47), for anything else shown with these dates. */
  locale: string;
  short: (date: DateInput) => string;
  long: (date: DateInput) => string;
  plan: (date: DateInput) => string;
  planWithTime: (date: DateInput) => string;
}

export function dateFormatFor(language?: Language): DateFormat {
  const dayjsLocale = language ? dateLocales[language] : defaultDateLocale;
  const format = (pattern: string) => (date: DateInput) => dayjs(date).locale(dayjsLocale).format(pattern);
  return {
    locale: displayLocaleOf(language),
    short: format(dateFormats.short),
    long: format(dateFormats.long),
    plan: format(dateFormats.plan),
    planWithTime: format(dateFormats.planWithTime),
  };
}

export function useDateFormat(): DateFormat {
  const { language } = useLanguage();
  return useMemo(() => dateFormatFor(language), [language]);
}
