import { Button, Stack, Text } from "@mantine/core";
import { IconCalendarX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { useStorefrontFormat } from "../hooks/use-storefront-format";

/** The policy as it applies now: free until a moment, a fee already due, or always free. */
export function CancellationTerms({ booking }: { booking: PublicBookingView }) {
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  const { feePercent, free, freeUntil } = booking.cancellation;
  const text =
    feePercent === 0
      ? t("storefront.cancellation.alwaysFree")
      : free && freeUntil
        ? t("storefront.cancel.freeUntil", { time: `${format.day(freeUntil)} ${format.time(freeUntil)}` })
        : t("storefront.cancel.feeNow", { percent: feePercent });
  return (
    <Text size="sm" c="dimmed" ta="center" data-testid="cancellation-terms">
      {text}
    </Text>
  );
}

/**
 * Under a booking that stands: the Cancel button and the policy when the customer may cancel
 * online; whom to ask when the company must cancel it; that it is too late once it has started.
 */
export function CancellationOffer({
  booking,
  onCancel,
}: {
  booking: PublicBookingView;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { allowed, refusal } = booking.cancellation;
  if (!allowed) {
    if (refusal === "ContactCompany")
      return (
        <Text size="sm" c="dimmed" ta="center" data-testid="cancel-contact">
          {t("storefront.cancel.contact", { company: booking.company })}
        </Text>
      );
    if (refusal === "Started")
      return (
        <Text size="sm" c="dimmed" ta="center" data-testid="cancel-too-late">
          {t("storefront.cancel.tooLate")}
        </Text>
      );
    return null;
  }
  return (
    <Stack gap="xs" w="100%" data-testid="cancellation-offer">
      <CancellationTerms booking={booking} />
      <Button
        variant="default"
        fullWidth
        leftSection={<IconCalendarX size={18} aria-hidden />}
        onClick={onCancel}
        data-testid="cancel-booking"
      >
        {t("storefront.cancel.open")}
      </Button>
    </Stack>
  );
}
