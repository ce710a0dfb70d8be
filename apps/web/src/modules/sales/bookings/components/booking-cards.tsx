import { Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BookingSummary } from "@stund/shared/contracts/bookings/booking-list";
import type { BookingRowFormat } from "../hooks/use-booking-row";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";

/** The list on a phone: one card per booking, the whole card a link to it. */
export function BookingCards({ bookings, row }: { bookings: BookingSummary[]; row: BookingRowFormat }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="booking-cards">
      {bookings.map((booking) => (
        <UnstyledButton
          key={booking.id}
          component={Link}
          to={row.linkTo(booking)}
          state={row.linkState}
          data-testid="booking-row"
        >
          <Card withBorder padding="sm">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text ff="monospace" fw={700}>
                  {booking.reference}
                </Text>
                <Text fw={600} style={{ whiteSpace: "nowrap" }} data-testid="booking-money">
                  {row.total(booking)}
                </Text>
              </Group>
              <Text size="sm" truncate>
                {row.customer(booking)} · {t("bookings.seats", { count: booking.seats })}
              </Text>
              <Text size="sm" c="dimmed" truncate data-testid="booking-departure">
                {row.departure(booking)} · {row.experience(booking)}
              </Text>
              <Group gap={4} wrap="wrap">
                <BookingStatusBadge status={booking.status} />
                <PaymentStatusBadge status={booking.paymentStatus} />
                <Text size="xs" c="dimmed">
                  {row.channel(booking)}
                </Text>
              </Group>
            </Stack>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
