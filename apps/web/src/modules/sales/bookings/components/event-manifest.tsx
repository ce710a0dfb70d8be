import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LoadError } from "../../../../components/load-error";
import { useLanguage } from "../../../../lib/language/use-language";
import { useEventManifest } from "../api/check-in-api";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";
import { CheckInStepper } from "./check-in-stepper";
import type { ManifestBooking } from "../model/manifest-check-in";
import { localizedText } from "../../../../lib/language/localized-text";

function ManifestRow({ booking, canCheckIn }: { booking: ManifestBooking; canCheckIn: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { tenant, project } = useParams();
  const tickets = booking.items
    .map((item) => `${item.quantity} × ${localizedText(item.name, language)}`)
    .join(", ");
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="manifest-row">
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 180px" }}>
          <Group gap={6} wrap="wrap">
            <Anchor
              component={Link}
              to={`/${tenant}/${project}/bookings/${booking.id}`}
              ff="monospace"
              fw={700}
              size="sm"
              aria-label={t("bookings.manifest.open", { reference: booking.reference })}
              data-testid="manifest-booking-link"
            >
              {booking.reference}
            </Anchor>
            {booking.status !== "Confirmed" && <BookingStatusBadge status={booking.status} size="xs" />}
            <PaymentStatusBadge status={booking.paymentStatus} size="xs" />
          </Group>
          <Text size="sm" truncate>
            {booking.customer.name || t("bookings.walkIn")} · {t("bookings.seats", { count: booking.seats })}
          </Text>
          {tickets && (
            <Text size="xs" c="dimmed" truncate>
              {tickets}
            </Text>
          )}
        </Stack>
        {canCheckIn ? (
          <CheckInStepper booking={booking} />
        ) : (
          <Text size="sm" fw={600} data-testid="checked-in">
            {booking.checkedIn}/{booking.seats}
          </Text>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Who is coming on one departure, for the guide or the desk: the bookings that hold or sold
 * seats, with check-in for those who may record it and a link to each booking.
 */
export function EventManifest({ eventId, canCheckIn }: { eventId: string; canCheckIn: boolean }) {
  const { t } = useTranslation();
  const manifest = useEventManifest(eventId);
  const data = manifest.data;
  return (
    <Stack gap="xs" data-testid="event-manifest">
      <Group justify="space-between" gap="xs">
        <Title order={5}>{t("availability.manifest.title")}</Title>
        {data && data.bookings.length > 0 && (
          <Text size="sm" fw={600} data-testid="manifest-totals">
            {t("bookings.checkIn.summary", { checkedIn: data.totals.checkedIn, seats: data.totals.seats })}
          </Text>
        )}
      </Group>
      {manifest.isError ? (
        <LoadError onRetry={() => void manifest.refetch()} />
      ) : !data ? (
        <Stack gap="xs" aria-label={t("bookings.manifest.loading")} data-testid="manifest-loading">
          <Skeleton h={56} />
          <Skeleton h={56} />
        </Stack>
      ) : data.bookings.length === 0 ? (
        <Paper withBorder p="md" ta="center">
          <Text c="dimmed" size="sm" data-testid="manifest-empty">
            {t("availability.manifest.empty")}
          </Text>
        </Paper>
      ) : (
        data.bookings.map((booking) => (
          <ManifestRow key={booking.id} booking={booking} canCheckIn={canCheckIn} />
        ))
      )}
    </Stack>
  );
}
