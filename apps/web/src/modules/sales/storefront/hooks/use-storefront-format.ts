import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatMinorAmount } from "@stund/shared/money/format-money";
import { asCurrency } from "@stund/shared/money/money";
import { useLanguage } from "../../../../lib/language/use-language";

/** The browser's own zone: the public API does not say the company's, so times are the visitor's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Money, durations, days and times as the storefront writes them in the chosen language. */
export function useStorefrontFormat() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = language === "IS" ? "is-IS" : "en-GB";
    const dayFormat = new Intl.DateTimeFormat(locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const timeFormat = new Intl.DateTimeFormat(locale, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    return {
      language,
      // The storefront writes English money as en-US does ("$49.50"), Icelandic as is-IS.
      money: (minor: number, currency: string) =>
        formatMinorAmount(minor, asCurrency(currency), language === "IS" ? "is-IS" : "en-US"),
      duration: (minutes: number) => {
        const hours = Math.floor(minutes / 60);
        const rest = minutes % 60;
        if (hours === 0) return t("storefront.duration.minutes", { minutes: rest });
        if (rest === 0) return t("storefront.duration.hours", { hours });
        return t("storefront.duration.hoursMinutes", { hours, minutes: rest });
      },
      day: (instant: string) => dayFormat.format(new Date(instant)),
      time: (instant: string) => timeFormat.format(new Date(instant)),
      timeZone: browserTimeZone(),
    };
  }, [language, t]);
}
