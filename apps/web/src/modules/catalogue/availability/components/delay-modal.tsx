import { Stack, Text, Textarea } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import { zonedToUtc } from "@stund/shared/scheduling/zoned-time";
import { ActionModal } from "../../../../components/modals/action-modal";

const maxMessageLength = 2000;

interface DelayModalProps {
  event: Pick<StundEvent, "localStart" | "timeZone">;
  busy: boolean;
  onClose: () => void;
  onConfirm: (delay: { newStart: string; message: string }) => void;
}

/**
 * Delays a departure: a new local start in the project's time zone and a message for the booked
 * customers. Mount it when opening so it starts from the event's current start.
 */
export function DelayModal({ event, busy, onClose, onConfirm }: DelayModalProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState<string | null>(`${event.localStart.replace("T", " ")}:00`);
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const startError = start ? undefined : t("validation.required");
  const messageError = message.trim() ? undefined : t("validation.required");
  const submit = () => {
    setTouched(true);
    if (!start || !message.trim()) return;
    const [date = "", time = ""] = start.split(" ");
    onConfirm({
      newStart: zonedToUtc(date, time.slice(0, 5), event.timeZone).toISOString(),
      message: message.trim(),
    });
  };
  return (
    <ActionModal
      opened
      onClose={onClose}
      title={t("availability.delay.title")}
      busy={busy}
      onConfirm={submit}
      confirmLabel={t("availability.delay.confirm")}
    >
      <Stack gap="sm">
        <Text size="sm">{t("availability.delay.text")}</Text>
        <DateTimePicker
          label={t("availability.delay.newStart")}
          description={t("availability.delay.timeZone", { zone: event.timeZone })}
          value={start}
          onChange={setStart}
          valueFormat="DD/MM/YYYY HH:mm"
          error={touched ? startError : undefined}
          withAsterisk
          data-testid="delay-start"
        />
        <Textarea
          label={t("availability.delay.message")}
          placeholder={t("availability.delay.messagePlaceholder")}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value.slice(0, maxMessageLength))}
          error={touched ? messageError : undefined}
          autosize
          minRows={3}
          withAsterisk
          data-testid="delay-message"
        />
      </Stack>
    </ActionModal>
  );
}
