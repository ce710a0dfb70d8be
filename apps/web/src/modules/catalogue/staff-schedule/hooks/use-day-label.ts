import dayjs from "dayjs";
import { useCallback } from "react";
import { dateLocales } from "@stund/shared/format/dates";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { useLanguage } from "../../../../lib/language/use-language";

/** "Monday 02/06/2031": a day of the schedule, its weekday in the console language. */
export function useDayLabel(): (day: string) => string {
  const dates = useDateFormat();
  const { language } = useLanguage();
  return useCallback(
    (day: string) => {
      const weekday = dayjs(day).locale(dateLocales[language]).format("dddd");
      return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${dates.short(day)}`;
    },
    [dates, language],
  );
}
