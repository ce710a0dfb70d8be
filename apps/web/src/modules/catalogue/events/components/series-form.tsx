import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PriceOverrides, SeriesBody } from "@stund/shared/contracts/catalogue/events";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { dateFormats, dateLocales } from "@stund/shared/format/dates";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { useLanguage } from "../../../../lib/language/use-language";
import { seriesBodyFrom, validateSeriesValues, type SeriesFormValues } from "../model/series-form";
import { EventSizeFields } from "./event-size-fields";
import { PriceOverrideEditor } from "./price-override-editor";
import { SeriesPreviewCard } from "./series-preview-card";
import { SeriesScheduleFields } from "./series-schedule-fields";
import { SlotsSection } from "./slots-section";

interface SeriesFormProps {
  experience: Experience;
  timeZone: string;
  today: string;
  initialValues: SeriesFormValues;
  /** Overrides saved before, so per-channel prices survive an edit. */
  previousOverrides?: PriceOverrides;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (body: SeriesBody) => void;
  /** Shown beside the submit button (e.g. Cancel). */
  secondaryAction?: ReactNode;
}

/** A series of departures: dates, weekdays with times, exclusions, overrides and a live preview. */
export function SeriesForm(props: SeriesFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { experience } = props;
  const context = useMemo(
    () => ({
      experienceId: experience.id,
      currency: experience.currency,
      categoryIds: experience.ticketCategories.map((category) => category.id),
      previousOverrides: props.previousOverrides,
    }),
    [experience, props.previousOverrides],
  );
  const form = useValidatedForm<SeriesFormValues>({
    initialValues: props.initialValues,
    validate: (values) => validateSeriesValues(values, context),
  });
  const { values } = form;
  const previewInput = useMemo(
    () => ({
      startDate: values.startDate,
      endDate: values.endMode === "date" ? values.endDate : null,
      count: values.endMode === "count" && values.count !== "" ? values.count : null,
      slots: values.slots,
      excludedDates: values.excludedDates,
    }),
    [values.startDate, values.endMode, values.endDate, values.count, values.slots, values.excludedDates],
  );
  const submit = form.onSubmit((current) => props.onSubmit(seriesBodyFrom(current, context)));
  return (
    <form onSubmit={submit} noValidate data-testid="series-form">
      <Stack gap="md">
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <SeriesScheduleFields form={form} />
        </Paper>
        <SlotsSection
          value={values.slots}
          onChange={(slots) => form.setFieldValue("slots", slots)}
          error={form.getInputProps("slots").error as ReactNode}
        />
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <Stack gap="sm">
            <Title order={4}>{t("events.series.overrides")}</Title>
            <DatePickerInput
              type="multiple"
              clearable
              label={t("events.series.excludedDates")}
              description={t("events.series.excludedDatesHelp")}
              valueFormat={dateFormats.short}
              locale={dateLocales[language]}
              minDate={values.startDate ?? undefined}
              maxDate={values.endMode === "date" ? (values.endDate ?? undefined) : undefined}
              value={values.excludedDates}
              onChange={(dates) => form.setFieldValue("excludedDates", dates)}
              data-testid="series-excluded-dates"
            />
            <EventSizeFields form={form} experience={experience} capacityRequired={false} testId="series" />
          </Stack>
        </Paper>
        <PriceOverrideEditor
          categories={experience.ticketCategories}
          currency={experience.currency}
          value={values.prices}
          onChange={(prices) => form.setFieldValue("prices", prices)}
        />
        <SeriesPreviewCard input={previewInput} timeZone={props.timeZone} today={props.today} />
        <Group justify="flex-end" gap="sm">
          {props.secondaryAction}
          <Button type="submit" disabled={props.submitting} data-testid="series-submit">
            {props.submitting ? t("common.saving") : props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
