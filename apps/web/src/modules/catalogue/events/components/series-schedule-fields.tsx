import { SegmentedControl, SimpleGrid, Stack, Text } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { dateFormats, dateLocales } from "@stund/shared/format/dates";
import { TextField } from "../../../../components/inputs/text-field";
import { useLanguage } from "../../../../lib/language/use-language";
import type { SeriesEndMode, SeriesFormValues } from "../model/series-form";
import { optionalNumberProps } from "./form-bindings";
import { OptionalNumberField } from "./optional-number-field";
import "dayjs/locale/is";

/** Name, first day, and the end: a last day or a number of departures. */
export function SeriesScheduleFields({ form }: { form: UseFormReturnType<SeriesFormValues> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const locale = dateLocales[language];
  const { values } = form;
  return (
    <Stack gap="sm">
      <TextField
        label={t("events.series.name")}
        description={t("events.series.nameHelp")}
        {...form.getInputProps("name")}
        value={values.name}
        data-testid="series-name"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DatePickerInput
          label={t("events.series.startDate")}
          required
          valueFormat={dateFormats.short}
          locale={locale}
          {...form.getInputProps("startDate")}
          data-testid="series-start-date"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("events.series.ends")}
          </Text>
          <SegmentedControl
            fullWidth
            size="xs"
            value={values.endMode}
            onChange={(mode) => form.setFieldValue("endMode", mode as SeriesEndMode)}
            data={[
              { value: "date", label: t("events.series.endsOnDate") },
              { value: "count", label: t("events.series.endsAfterCount") },
            ]}
            data-testid="series-end-mode"
          />
          {values.endMode === "date" ? (
            <DatePickerInput
              aria-label={t("events.series.endDate")}
              placeholder={t("events.series.endDate")}
              valueFormat={dateFormats.short}
              locale={locale}
              minDate={values.startDate ?? undefined}
              defaultDate={values.endDate ?? values.startDate ?? undefined}
              {...form.getInputProps("endDate")}
              data-testid="series-end-date"
            />
          ) : (
            <OptionalNumberField
              aria-label={t("events.series.count")}
              placeholder={t("events.series.count")}
              min={1}
              max={5000}
              {...optionalNumberProps(form, "count")}
              data-testid="series-count"
            />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
