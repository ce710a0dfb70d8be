import { Button, Group, Paper, SimpleGrid, Stack, Textarea } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EventTemplate } from "@stund/shared/contracts/catalogue/events";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { useValidatedForm } from "../../../hooks/use-validated-form";
import { charLimit } from "../../company-settings/form-validation";
import { formatDuration } from "../model/duration";
import {
  newSingleEventValues,
  singleEventBodyFrom,
  validateSingleEventValues,
  type CreateEventBody,
  type SingleEventFormValues,
} from "../model/single-event-form";
import { LocalDateTimeInput } from "./local-date-time-input";
import { OptionalNumberField } from "./optional-number-field";
import { PriceOverrideEditor } from "./price-override-editor";

interface SingleEventFormProps {
  experience: Experience;
  template?: EventTemplate | null;
  timeZone: string;
  today: string;
  submitting: boolean;
  onSubmit: (body: CreateEventBody) => void;
}

/** One departure: local date and time, capacity, duration, note and optional prices. */
export function SingleEventForm({
  experience,
  template,
  timeZone,
  today,
  submitting,
  onSubmit,
}: SingleEventFormProps) {
  const { t } = useTranslation();
  const form = useValidatedForm<SingleEventFormValues>({
    initialValues: newSingleEventValues(today, experience, template),
    validate: validateSingleEventValues,
  });
  const { values } = form;
  const submit = form.onSubmit((current) => onSubmit(singleEventBodyFrom(current, experience, timeZone)));
  return (
    <form onSubmit={submit} noValidate data-testid="single-event-form">
      <Stack gap="md">
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <Stack gap="sm">
            <LocalDateTimeInput
              dateLabel={t("events.fields.date")}
              timeLabel={t("events.fields.time")}
              required
              value={{ date: values.date, time: values.time }}
              onChange={({ date, time }) => form.setValues({ date, time })}
              timeZone={timeZone}
              dateError={form.getInputProps("date").error as ReactNode}
              timeError={form.getInputProps("time").error as ReactNode}
              testId="single-event-start"
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <OptionalNumberField
                label={t("events.fields.capacity")}
                description={t("events.fields.defaultCapacity", { capacity: experience.capacity })}
                required
                min={1}
                {...form.getInputProps("capacity")}
                value={values.capacity}
                onChange={(capacity) => form.setFieldValue("capacity", capacity)}
                data-testid="single-event-capacity"
              />
              <OptionalNumberField
                label={t("events.fields.durationMinutes")}
                description={t("events.fields.defaultDuration", {
                  duration: formatDuration(experience.durationMinutes, t),
                })}
                placeholder={String(experience.durationMinutes)}
                min={1}
                {...form.getInputProps("durationMinutes")}
                value={values.durationMinutes}
                onChange={(minutes) => form.setFieldValue("durationMinutes", minutes)}
                data-testid="single-event-duration"
              />
            </SimpleGrid>
            <Textarea
              label={t("events.fields.note")}
              description={charLimit(values.note, t, 1000).description ?? t("events.fields.noteHelp")}
              maxLength={1000}
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps("note")}
              data-testid="single-event-note"
            />
          </Stack>
        </Paper>
        <PriceOverrideEditor
          categories={experience.ticketCategories}
          currency={experience.currency}
          value={values.prices}
          onChange={(prices) => form.setFieldValue("prices", prices)}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={submitting} data-testid="single-event-submit">
            {submitting ? t("common.saving") : t("events.create.submitSingle")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
