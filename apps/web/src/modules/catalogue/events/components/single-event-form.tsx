import { Button, Group, Paper, Stack, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventTemplate } from "@stund/shared/contracts/catalogue/events";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { charLimit } from "../../../../lib/forms/form-validation";
import {
  newSingleEventValues,
  singleEventBodyFrom,
  validateSingleEventValues,
  type CreateEventBody,
  type SingleEventFormValues,
} from "../model/single-event-form";
import { EventSizeFields } from "./event-size-fields";
import { localDateTimeProps } from "./form-bindings";
import { LocalDateTimeInput } from "./local-date-time-input";
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
              timeZone={timeZone}
              {...localDateTimeProps(form)}
              testId="single-event-start"
            />
            <EventSizeFields
              form={form}
              experience={experience}
              capacityRequired={true}
              testId="single-event"
            />
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
