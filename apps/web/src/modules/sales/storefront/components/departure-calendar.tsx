import { Alert, Loader, Stack, Text } from "@mantine/core";
import { DatePicker } from "@mantine/dates";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { dateLocales } from "@stund/shared/format/dates";
import { LoadError } from "../../../../components/load-error";
import { useLanguage } from "../../../../lib/language/use-language";
import type { DeparturePicker } from "../hooks/use-departure-picker";
import { isBookable, monthsLookedThrough } from "../model/departures";
import "dayjs/locale/is";

/** A month of days; only days with departures can be picked, and days with no seats left are struck out. */
export function DepartureCalendar({ picker }: { picker: DeparturePicker }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { byDay, query } = picker;
  const soldOut = (day: string) => !(byDay.get(day) ?? []).some(isBookable);
  const monthName = dayjs(picker.month).locale(dateLocales[language]).format("MMMM YYYY");
  return (
    <Stack gap="xs" data-testid="departure-calendar">
      <DatePicker
        locale={dateLocales[language]}
        value={picker.day ?? null}
        onChange={(day) => day && picker.setDay(day)}
        date={picker.month}
        onDateChange={picker.setMonth}
        minDate={dayjs().format("YYYY-MM-DD")}
        maxLevel="year"
        hideOutsideDates
        excludeDate={(day) => !byDay.has(day)}
        getDayAriaLabel={(day) => {
          const label = dayjs(day).locale(dateLocales[language]).format("D MMMM YYYY");
          return byDay.has(day) && soldOut(day) ? `${label}, ${t("storefront.departure.soldOut")}` : label;
        }}
        getDayProps={(day) =>
          byDay.has(day) && soldOut(day) ? { style: { textDecoration: "line-through" } } : {}
        }
        previousLabel={t("storefront.calendar.previousMonth")}
        nextLabel={t("storefront.calendar.nextMonth")}
      />
      {((query.isPending && query.fetchStatus !== "idle") || picker.looking) && (
        <Loader size="sm" aria-label={t("common.loading")} />
      )}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {query.isSuccess && !picker.looking && (picker.nothingAhead || byDay.size === 0) && (
        <Alert color="gray" data-testid="no-departures-month">
          <Text size="sm">
            {picker.nothingAhead
              ? t("storefront.calendar.noneAhead", { count: monthsLookedThrough })
              : t("storefront.calendar.noneThisMonth", { month: monthName })}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
