import { Alert, Paper, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../../lib/http/api-error";
import { applyServerFieldErrors } from "../../../../lib/forms/use-contract-form";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { SaveButton } from "../../../../components/settings/save-button";
import { charLimit } from "../../../../lib/forms/form-validation";
import type { UpdateEventBody } from "../api/events-api";
import type { EventDetail } from "@stund/shared/contracts/catalogue/event-detail";
import { isoToLocal, localToIso } from "../model/local-instant";
import { localDateTimeProps, optionalNumberProps } from "./form-bindings";
import { LocalDateTimeInput } from "./local-date-time-input";
import { OptionalNumberField } from "./optional-number-field";

interface EventEditValues extends Record<string, unknown> {
  date: string | null;
  time: string;
  durationMinutes: number | "";
  capacity: number | "";
  note: string;
}

function valuesOf(event: EventDetail): EventEditValues {
  const { date, time } = isoToLocal(event.start, event.timeZone);
  return {
    date,
    time,
    durationMinutes: Math.round((Date.parse(event.end) - Date.parse(event.start)) / 60_000),
    capacity: event.capacity,
    note: event.note,
  };
}

function validate(values: EventEditValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.date) errors.date = "validation.required";
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = "validation.required";
  if (values.durationMinutes === "") errors.durationMinutes = "validation.required";
  else if (values.durationMinutes < 1) errors.durationMinutes = "The minimum value allowed is 1";
  if (values.capacity === "") errors.capacity = "validation.required";
  return errors;
}

/** Only what changed, so an untouched field is not written over. */
function changesOf(event: EventDetail, values: EventEditValues): UpdateEventBody {
  const before = valuesOf(event);
  const body: UpdateEventBody = {};
  if (values.date !== before.date || values.time !== before.time)
    body.start = localToIso({ date: values.date, time: values.time }, event.timeZone) ?? "";
  if (values.durationMinutes !== before.durationMinutes && values.durationMinutes !== "")
    body.durationMinutes = values.durationMinutes;
  if (values.capacity !== before.capacity && values.capacity !== "") body.capacity = values.capacity;
  if (values.note.trim() !== before.note) body.note = values.note.trim();
  return body;
}

interface EventEditFormProps {
  event: EventDetail;
  saving: boolean;
  onSave: (body: UpdateEventBody, handlers: { onError: (error: unknown) => void }) => void;
}

/** Start, duration, capacity and note of one departure; a series event is detached by saving. */
export function EventEditForm({ event, saving, onSave }: EventEditFormProps) {
  const { t } = useTranslation();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useValidatedForm<EventEditValues>({ initialValues: valuesOf(event), validate });
  const submit = form.onSubmit((values) => {
    setConflict(null);
    onSave(changesOf(event, values), {
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setConflict(error.problem.title);
          form.setFieldError("capacity", error.problem.title);
          form.setTouched((touched) => ({ ...touched, capacity: true }));
          return;
        }
        applyServerFieldErrors(form, error);
      },
    });
  });
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <form onSubmit={submit} noValidate data-testid="event-edit-form">
        <Stack gap="sm">
          <Title order={4}>{t("events.edit.title")}</Title>
          {event.seriesId && !event.detached && (
            <Text size="sm" c="dimmed">
              {t("events.edit.detachNote")}
            </Text>
          )}
          {conflict && (
            <Alert
              color="red"
              variant="light"
              title={t("events.edit.conflictTitle")}
              data-testid="event-edit-conflict"
            >
              {conflict}
            </Alert>
          )}
          <LocalDateTimeInput
            dateLabel={t("events.fields.date")}
            timeLabel={t("events.fields.time")}
            required
            timeZone={event.timeZone}
            {...localDateTimeProps(form)}
            testId="event-edit-start"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <OptionalNumberField
              label={t("events.fields.durationMinutes")}
              required
              min={1}
              {...optionalNumberProps(form, "durationMinutes")}
              data-testid="event-edit-duration"
            />
            <OptionalNumberField
              label={t("events.fields.capacity")}
              description={t("events.edit.capacityHelp", { taken: event.sold + event.held })}
              required
              min={0}
              {...optionalNumberProps(form, "capacity")}
              data-testid="event-edit-capacity"
            />
          </SimpleGrid>
          <Textarea
            label={t("events.fields.note")}
            description={charLimit(form.values.note, t, 1000).description}
            maxLength={1000}
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps("note")}
            data-testid="event-edit-note"
          />
          <SaveButton dirty={form.isDirty()} saving={saving} testId="event-edit-save" />
        </Stack>
      </form>
    </Paper>
  );
}
