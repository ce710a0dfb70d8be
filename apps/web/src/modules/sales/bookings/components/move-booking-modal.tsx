import { ActionIcon, Checkbox, Group, Stack, Switch, Text, TextInput } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { addDays, isValidDate } from "@stund/shared/scheduling/local-date";
import { localDateInZone } from "@stund/shared/scheduling/zoned-time";
import { ActionModal } from "../../../../components/modals/action-modal";
import { useDeparturesInRange } from "../../quick-booking/api/quick-booking-api";
import { dayRange } from "../../quick-booking/model/departures";
import { newIdempotencyKey } from "../../quick-booking/model/idempotency-key";
import { useMoveBooking } from "../api/booking-changes-api";
import { wallClock } from "../model/local-time";
import { moveChoices } from "../model/move-departures";
import { MoveDepartureChoices } from "./move-departure-choices";

interface MoveBookingModalProps {
  booking: BookingDetail;
  timeZone: string;
  canOverbook: boolean;
  onClose: () => void;
}

/**
 * Moves the booking to another departure of the project: a day on the project's calendar, that
 * day's departures with their seats left (the booking's experience, or every one), and, for
 * managers, moving past the seats left. Mount it when opening so it starts from the booking's day.
 */
export function MoveBookingModal({ booking, timeZone, canOverbook, onClose }: MoveBookingModalProps) {
  const { t } = useTranslation();
  const move = useMoveBooking(booking.id);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [date, setDate] = useState(
    () =>
      (booking.eventStart ? wallClock(booking.eventStart, timeZone)?.slice(0, 10) : undefined) ??
      localDateInZone(new Date(), timeZone),
  );
  const [allExperiences, setAllExperiences] = useState(false);
  const [overbook, setOverbook] = useState(false);
  const [eventId, setEventId] = useState<string | null>(null);
  const events = useDeparturesInRange(dayRange(date, timeZone));
  const choices = useMemo(
    () =>
      moveChoices(events.data ?? [], {
        date,
        experienceId: allExperiences ? null : booking.experienceId,
        currentEventId: booking.eventId,
        seats: booking.seats,
        overbook,
        now: new Date(),
      }),
    [events.data, date, allExperiences, booking, overbook],
  );
  const chosen = choices.find((choice) => choice.event.id === eventId && choice.state === "Open");
  const changeDate = (next: string) => {
    setDate(next);
    setEventId(null);
  };
  const submit = () => {
    if (!chosen) return;
    move.mutate(
      {
        body: { eventId: chosen.event.id, overbook },
        idempotencyKey,
        successMessage: () => t("bookings.move.success"),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <ActionModal
      opened
      onClose={onClose}
      title={t("bookings.move.title", { reference: booking.reference })}
      busy={move.isPending}
      onConfirm={submit}
      confirmLabel={t("bookings.move.confirm")}
      confirmDisabled={!chosen}
      size="lg"
    >
      <Stack gap="sm" data-testid="move-booking-modal">
        <Text size="sm">{t("bookings.move.text", { seats: booking.seats })}</Text>
        <Group gap={4} align="flex-end" wrap="nowrap">
          <TextInput
            type="date"
            label={t("bookings.move.date")}
            value={date}
            onChange={(event) => {
              const next = event.currentTarget.value;
              if (isValidDate(next)) changeDate(next);
            }}
            style={{ flex: 1 }}
            data-autofocus
            data-testid="move-date"
          />
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t("bookings.move.previousDay")}
            onClick={() => changeDate(addDays(date, -1))}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="input-sm"
            aria-label={t("bookings.move.nextDay")}
            onClick={() => changeDate(addDays(date, 1))}
            data-testid="move-next-day"
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </Group>
        <Switch
          label={t("bookings.move.allExperiences")}
          checked={allExperiences}
          onChange={(event) => setAllExperiences(event.currentTarget.checked)}
          data-testid="move-all-experiences"
        />
        <MoveDepartureChoices
          choices={choices}
          isLoading={events.isLoading || events.isPlaceholderData}
          isError={events.isError}
          retry={() => void events.refetch()}
          value={eventId}
          onChange={setEventId}
          withExperience={allExperiences}
        />
        {canOverbook && (
          <Checkbox
            label={t("bookings.move.overbook")}
            checked={overbook}
            onChange={(event) => setOverbook(event.currentTarget.checked)}
            data-testid="move-overbook"
          />
        )}
      </Stack>
    </ActionModal>
  );
}
