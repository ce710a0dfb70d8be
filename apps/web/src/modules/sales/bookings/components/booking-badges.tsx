import { Badge, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingStatus, PaymentStatus } from "@stund/shared/bookings/enums";
import { bookingStatusColour, paymentStatusColour } from "../model/booking-colours";

type Size = BadgeProps["size"];

export function BookingStatusBadge({ status, size = "sm" }: { status: BookingStatus; size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge size={size} variant="light" color={bookingStatusColour[status]} data-testid="booking-status">
      {t(`bookings.status.${status}`)}
    </Badge>
  );
}

export function PaymentStatusBadge({ status, size = "sm" }: { status: PaymentStatus; size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge
      size={size}
      variant="outline"
      color={paymentStatusColour[status]}
      data-testid="booking-payment-status"
    >
      {t(`bookings.paymentStatus.${status}`)}
    </Badge>
  );
}
