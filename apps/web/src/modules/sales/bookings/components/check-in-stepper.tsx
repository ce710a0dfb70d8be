import { ActionIcon, Group, Text, Tooltip } from "@mantine/core";
import { IconChecks, IconMinus, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useCheckIn } from "../api/check-in-api";
import { canBeCheckedIn, type ManifestBooking } from "../model/manifest-check-in";

/**
 * One booking's arrivals on the manifest: a tap per guest, or all at once. Each tap is saved at
 * once, so a guide with a phone at the bus door needs no save button.
 */
export function CheckInStepper({ booking }: { booking: ManifestBooking }) {
  const { t } = useTranslation();
  const checkIn = useCheckIn(booking.id);
  const busy = checkIn.isPending;
  const open = canBeCheckedIn(booking);
  const save = (seats: number) => checkIn.mutate({ seats });
  const reference = booking.reference;
  return (
    <Group gap={4} wrap="nowrap" data-testid="check-in-stepper">
      <ActionIcon
        variant="default"
        aria-label={t("bookings.checkIn.fewer", { reference })}
        disabled={!open || busy || booking.checkedIn <= 0}
        onClick={() => save(booking.checkedIn - 1)}
        data-testid="check-in-fewer"
      >
        <IconMinus size={14} />
      </ActionIcon>
      <Text
        size="sm"
        fw={600}
        miw={44}
        ta="center"
        c={open && booking.checkedIn === booking.seats ? "green.8" : undefined}
        data-testid="checked-in"
      >
        {booking.checkedIn}/{booking.seats}
      </Text>
      <ActionIcon
        variant="default"
        aria-label={t("bookings.checkIn.more", { reference })}
        disabled={!open || busy || booking.checkedIn >= booking.seats}
        onClick={() => save(booking.checkedIn + 1)}
        data-testid="check-in-more"
      >
        <IconPlus size={14} />
      </ActionIcon>
      <Tooltip label={t("bookings.checkIn.all", { reference })} withArrow disabled={!open}>
        <ActionIcon
          variant="light"
          color="green"
          aria-label={t("bookings.checkIn.all", { reference })}
          disabled={!open || busy || booking.checkedIn >= booking.seats}
          onClick={() => save(booking.seats)}
          data-testid="check-in-all"
        >
          <IconChecks size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
