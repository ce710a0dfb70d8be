import { Button, Group, NumberInput, Text } from "@mantine/core";
import { IconUserCheck } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { useCheckIn } from "../api/check-in-api";
import { canBeCheckedIn } from "../model/manifest-check-in";
import { DetailSection } from "./detail-section";

/**
 * How many of the booking's seats have arrived. Hosts and managers set the count (lower it to
 * correct a mistake); everyone else only reads it.
 */
export function CheckInControl({ booking, canCheckIn }: { booking: BookingDetail; canCheckIn: boolean }) {
  const { t } = useTranslation();
  const checkIn = useCheckIn(booking.id);
  const [seats, setSeats] = useState<number>(booking.checkedIn);
  const open = canBeCheckedIn(booking);
  const valid = Number.isInteger(seats) && seats >= 0 && seats <= booking.seats;
  const summary = t("bookings.checkIn.summary", { checkedIn: booking.checkedIn, seats: booking.seats });
  return (
    <DetailSection
      title={t("bookings.checkIn.title")}
      testId="booking-check-in"
      aside={
        <Text size="sm" fw={600} data-testid="check-in-summary">
          {summary}
        </Text>
      }
    >
      {!open ? (
        <Text size="sm" c="dimmed" data-testid="check-in-closed">
          {t("bookings.checkIn.onlyConfirmed")}
        </Text>
      ) : (
        canCheckIn && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (valid) checkIn.mutate({ seats });
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <NumberInput
                label={t("bookings.checkIn.label")}
                description={t("bookings.checkIn.range", { seats: booking.seats })}
                value={seats}
                onChange={(value) => setSeats(typeof value === "number" ? value : Number.NaN)}
                min={0}
                max={booking.seats}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                w={180}
                data-testid="check-in-seats"
              />
              <Button
                type="submit"
                leftSection={<IconUserCheck size={16} />}
                loading={checkIn.isPending}
                disabled={!valid || seats === booking.checkedIn}
                data-testid="check-in-save"
              >
                {t("bookings.checkIn.save")}
              </Button>
            </Group>
          </form>
        )
      )}
    </DetailSection>
  );
}
