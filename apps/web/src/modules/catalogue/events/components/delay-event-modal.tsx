import { Alert, Stack, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ActionModal } from "../../../../components/modals/action-modal";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { charLimit } from "../../../../lib/forms/form-validation";
import type { EventDetail } from "@stund/shared/contracts/catalogue/event-detail";
import { isoToLocal, localToIso } from "../model/local-instant";
import { localDateTimeProps } from "./form-bindings";
import { LocalDateTimeInput } from "./local-date-time-input";

interface DelayValues extends Record<string, unknown> {
  date: string | null;
  time: string;
  message: string;
}

interface DelayEventModalProps {
  event: EventDetail;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onDelay: (body: { newStart: string; message: string }) => void;
}

function validate(values: DelayValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.date) errors.date = "validation.required";
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.time)) errors.time = "validation.required";
  if (!values.message.trim()) errors.message = "validation.required";
  return errors;
}

/** Delay: a new start and a message the booked customers receive. */
export function DelayEventModal({ event, opened, busy, onClose, onDelay }: DelayEventModalProps) {
  const { t } = useTranslation();
  return (
    <ActionModal
      opened={opened}
      onClose={onClose}
      title={t("events.delay.title")}
      formId="delay-event-form"
      confirmLabel={t("events.delay.confirm")}
      confirmColor="orange"
      busy={busy}
      size="lg"
    >
      {opened && <DelayForm event={event} onDelay={onDelay} />}
    </ActionModal>
  );
}

function DelayForm({ event, onDelay }: Pick<DelayEventModalProps, "event" | "onDelay">) {
  const { t } = useTranslation();
  const start = isoToLocal(event.start, event.timeZone);
  const form = useValidatedForm<DelayValues>({
    initialValues: { date: start.date, time: start.time, message: "" },
    validate,
  });
  const submit = form.onSubmit((values) =>
    onDelay({
      newStart: localToIso({ date: values.date, time: values.time }, event.timeZone) ?? "",
      message: values.message.trim(),
    }),
  );
  return (
    <form id="delay-event-form" onSubmit={submit} noValidate data-testid="delay-form">
      <Stack gap="sm">
        <Alert color="orange" variant="light">
          {t("events.delay.explanation")}
        </Alert>
        <LocalDateTimeInput
          dateLabel={t("events.delay.newDate")}
          timeLabel={t("events.delay.newTime")}
          required
          timeZone={event.timeZone}
          {...localDateTimeProps(form)}
          testId="delay-start"
        />
        <Textarea
          label={t("events.delay.message")}
          description={charLimit(form.values.message, t, 2000).description ?? t("events.delay.messageHelp")}
          required
          maxLength={2000}
          autosize
          minRows={3}
          maxRows={8}
          {...form.getInputProps("message")}
          data-testid="delay-message"
        />
      </Stack>
    </form>
  );
}
