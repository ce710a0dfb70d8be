import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import type { BookingSummary } from "@stund/shared/contracts/bookings/booking-list";
import { localizedText } from "../../../../lib/language/localized-text";
import { useMoney } from "../../../../lib/formats/use-money";
import { useLanguage } from "../../../../lib/language/use-language";
import { useLocalTime } from "./use-local-time";

/** How the list came to a booking, so its back link returns to the same filters and page. */
export interface BookingLinkState {
  listSearch: string;
}

/** What one row of the list shows, the same in the table and on the phone's cards. */
export function useBookingRow(timeZone: string) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { tenant, project } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const money = useMoney();
  const localTime = useLocalTime(timeZone);
  const linkTo = useCallback(
    (booking: BookingSummary) => `/${tenant}/${project}/bookings/${booking.id}`,
    [tenant, project],
  );
  const linkState: BookingLinkState = { listSearch: location.search };
  return {
    linkTo,
    linkState,
    open: (booking: BookingSummary) => void navigate(linkTo(booking), { state: linkState }),
    customer: (booking: BookingSummary) => booking.customer.name || t("bookings.walkIn"),
    contact: (booking: BookingSummary) => booking.customer.email || booking.customer.phone,
    departure: (booking: BookingSummary) =>
      booking.eventStart ? localTime(booking.eventStart) : t("bookings.noDeparture"),
    experience: (booking: BookingSummary) =>
      booking.experienceName ? localizedText(booking.experienceName, language) : "–",
    total: (booking: BookingSummary) => money(booking.total, booking.currency),
    paid: (booking: BookingSummary) => money(booking.paid, booking.currency),
    channel: (booking: BookingSummary) =>
      [t(`bookings.channel.${booking.channel}`), booking.salesUnitName].filter(Boolean).join(" · "),
  };
}

export type BookingRowFormat = ReturnType<typeof useBookingRow>;
