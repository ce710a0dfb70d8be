import { Button, Loader, Stack, Text } from "@mantine/core";
import { IconCreditCard, IconHourglass } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { formatCountdown, useCountdown } from "../hooks/use-countdown";
import { useStorefrontFormat } from "../hooks/use-storefront-format";
import { BookingSummary } from "./booking-summary";
import { CancellationOffer } from "./cancellation-offer";
import { StorefrontMessage } from "./storefront-message";

/**
 * A booking holding its seats until its payment arrives. With somewhere to pay: the time left
 * and the Pay button, and the customer may let the seats go. Without: the payment was made and
 * its notice is on its way.
 */
export function PaymentWaiting({ booking, onCancel }: { booking: PublicBookingView; onCancel: () => void }) {
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  const left = useCountdown(booking.expiresAt);
  if (!booking.paymentUrl)
    return (
      <StorefrontMessage
        icon={<Loader size={24} />}
        title={t("storefront.booking.confirming.title")}
        text={t("storefront.booking.confirming.text")}
        testId="booking-confirming"
      >
        <BookingSummary booking={booking} />
      </StorefrontMessage>
    );
  return (
    <StorefrontMessage
      icon={<IconHourglass size={28} />}
      colour="orange"
      title={t("storefront.booking.waiting.title")}
      testId="booking-waiting"
    >
      <Stack gap="sm" w="100%" align="center">
        {left !== null && (
          <Text ta="center" aria-live="off" data-testid="time-left">
            {left > 0
              ? t("storefront.booking.waiting.timeLeft", { time: formatCountdown(left) })
              : t("storefront.booking.waiting.timeUp")}
          </Text>
        )}
        <Button
          component="a"
          href={booking.paymentUrl}
          size="lg"
          fullWidth
          leftSection={<IconCreditCard size={20} aria-hidden />}
          data-testid="pay"
        >
          {t("storefront.booking.waiting.pay", { total: format.money(booking.total, booking.currency) })}
        </Button>
        <BookingSummary booking={booking} />
        <CancellationOffer booking={booking} onCancel={onCancel} />
      </Stack>
    </StorefrontMessage>
  );
}
