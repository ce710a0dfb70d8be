/**
 * useDateFormat: spec §9 date formats (short DD/MM/YYYY, long DD/MM/YYYY HH:mm) and the §2 plans
 * screen formats (DD.MMMM YYYY, DD.MMMM YYYY HH:mm), with month names in the interface language.
 */
import dayjs from "dayjs";
import "dayjs/locale/is";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "@stund/shared/enums";
import { dateFormats, dateLocales } from "@stund/shared/format/dates";

export type DateInput = string | number | Date | dayjs.Dayjs;

export interface DateFormat {
  short: (date: DateInput) => string;
  long: (date: DateInput) => string;
  plan: (date: DateInput) => string;
  planWithTime: (date: DateInput) => string;
}

export function dateFormatFor(language: Language): DateFormat {
  const locale = dateLocales[language];
  const format = (pattern: string) => (date: DateInput) => dayjs(date).locale(locale).format(pattern);
  return {
    short: format(dateFormats.short),
    long: format(dateFormats.long),
    plan: format(dateFormats.plan),
    planWithTime: format(dateFormats.planWithTime),
  };
}

export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === "IS" ? "IS" : "EN";
  return useMemo(() => dateFormatFor(language), [language]);
}
