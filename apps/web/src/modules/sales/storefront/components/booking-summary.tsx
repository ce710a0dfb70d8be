import { Divider, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { localizedText } from "../../../../lib/language/localized-text";
import { useStorefrontFormat } from "../hooks/use-storefront-format";

/** What was booked: the experience, when, the tickets, the total and what was paid. */
export function BookingSummary({ booking }: { booking: PublicBookingView }) {
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  const money = (minor: number) => format.money(minor, booking.currency);
  return (
    <Paper withBorder radius="md" p="md" w="100%" data-testid="booking-summary">
      <Stack gap="xs">
        <Text fw={700} size="lg" data-testid="booking-experience">
          {localizedText(booking.experience, format.language)}
        </Text>
        {booking.start && (
          <div data-testid="booking-when">
            <Text>{format.day(booking.start)}</Text>
            <Text>
              {format.time(booking.start)}
              {booking.end && `–${format.time(booking.end)}`}
            </Text>
            <Text size="xs" c="dimmed">
              {t("storefront.departure.timeZone", { zone: format.timeZone })}
            </Text>
          </div>
        )}
        <Divider />
        {booking.items.map((item, index) => (
          <Group key={index} justify="space-between" wrap="nowrap" data-testid="booking-item">
            <Text size="sm">
              {item.quantity} × {localizedText(item.name, format.language)}
            </Text>
            <Text size="sm">{money(item.quantity * item.unitPrice)}</Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap" data-testid="booking-total">
          <Text fw={700}>{t("storefront.booking.total")}</Text>
          <Text fw={700}>{money(booking.total)}</Text>
        </Group>
        {booking.paid > 0 && (
          <Group justify="space-between" wrap="nowrap" data-testid="booking-paid">
            <Text size="sm" c="dimmed">
              {t("storefront.booking.paid")}
            </Text>
            <Text size="sm">{money(booking.paid)}</Text>
          </Group>
        )}
        {booking.refunded > 0 && (
          <Group justify="space-between" wrap="nowrap" data-testid="booking-refunded">
            <Text size="sm" c="dimmed">
              {t("storefront.booking.refunded")}
            </Text>
            <Text size="sm">{money(booking.refunded)}</Text>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
