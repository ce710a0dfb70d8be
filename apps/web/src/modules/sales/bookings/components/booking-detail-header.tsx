import { Badge, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";

/** The reference as the customer quotes it, with where the booking stands. */
export function BookingDetailHeader({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {t("bookings.detail.reference")}
      </Text>
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={2} ff="monospace" data-testid="booking-reference">
          {booking.reference}
        </Title>
        <Group gap={6} wrap="wrap">
          <BookingStatusBadge status={booking.status} size="md" />
          {booking.cancelledAt && (
            <Badge size="md" color="red" variant="light" data-testid="booking-cancelled">
              {t("bookings.cancelledBadge")}
            </Badge>
          )}
          <PaymentStatusBadge status={booking.paymentStatus} size="md" />
          {booking.overbooked && (
            <Badge size="md" color="red" variant="filled" data-testid="booking-overbooked">
              {t("bookings.overbooked")}
            </Badge>
          )}
        </Group>
      </Group>
    </Stack>
  );
}
