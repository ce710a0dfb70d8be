import { Anchor, SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { localizedText } from "../../../../lib/language/localized-text";
import { useLanguage } from "../../../../lib/language/use-language";
import { useLocalTime } from "../hooks/use-local-time";
import { wallClock } from "../model/local-time";
import { DetailSection, Fact } from "./detail-section";

interface BookingFactsProps {
  booking: BookingDetail;
  timeZone: string;
}

function DepartureFacts({ booking, timeZone }: BookingFactsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { tenant, project } = useParams();
  const localTime = useLocalTime(timeZone);
  const day = booking.eventStart ? wallClock(booking.eventStart, timeZone)?.slice(0, 10) : undefined;
  const calendarLink =
    booking.eventId && day
      ? `/${tenant}/${project}/availability?date=${day}&event=${encodeURIComponent(booking.eventId)}`
      : null;
  return (
    <DetailSection title={t("bookings.detail.departure")} testId="booking-departure-facts">
      <Fact label={t("bookings.column.experience")}>
        {booking.experienceName ? localizedText(booking.experienceName, language) : "–"}
      </Fact>
      <Fact label={t("bookings.column.departure")} testId="booking-departure">
        {booking.eventStart ? localTime(booking.eventStart) : t("bookings.noDeparture")}
      </Fact>
      <Fact label={t("bookings.column.seats")}>{booking.seats}</Fact>
      {calendarLink && (
        <Anchor component={Link} to={calendarLink} size="sm" data-testid="booking-departure-link">
          {t("bookings.detail.openDeparture")}
        </Anchor>
      )}
    </DetailSection>
  );
}

function CustomerFacts({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const { customer } = booking;
  return (
    <DetailSection title={t("bookings.detail.customer")} testId="booking-customer">
      <Fact label={t("bookings.detail.name")}>{customer.name || t("bookings.walkIn")}</Fact>
      {customer.email && (
        <Fact label={t("bookings.detail.email")}>
          <Anchor href={`mailto:${customer.email}`} size="sm">
            {customer.email}
          </Anchor>
        </Fact>
      )}
      {customer.phone && (
        <Fact label={t("bookings.detail.phone")}>
          <Anchor href={`tel:${customer.phone.replace(/\s/g, "")}`} size="sm">
            {customer.phone}
          </Anchor>
        </Fact>
      )}
      {customer.country && <Fact label={t("bookings.detail.country")}>{customer.country}</Fact>}
      {customer.language && (
        <Fact label={t("bookings.detail.language")}>
          {t(`bookings.detail.language.${customer.language}`)}
        </Fact>
      )}
    </DetailSection>
  );
}

function BookingInfo({ booking, timeZone }: BookingFactsProps) {
  const { t } = useTranslation();
  const localTime = useLocalTime(timeZone);
  return (
    <DetailSection title={t("bookings.detail.booking")} testId="booking-info">
      <Fact label={t("bookings.detail.channel")}>{t(`bookings.channel.${booking.channel}`)}</Fact>
      {booking.salesUnitName && <Fact label={t("bookings.detail.salesUnit")}>{booking.salesUnitName}</Fact>}
      <Fact label={t("bookings.detail.paymentMethod")}>{t(`bookings.method.${booking.paymentMethod}`)}</Fact>
      <Fact label={t("bookings.detail.createdAt")}>{localTime(booking.createdAt)}</Fact>
      <Fact label={t("bookings.detail.createdBy")} testId="booking-created-by">
        {booking.createdBy?.name ?? t(`bookings.actor.${booking.creatorKind}`)}
      </Fact>
      {booking.confirmedAt && (
        <Fact label={t("bookings.detail.confirmedAt")}>{localTime(booking.confirmedAt)}</Fact>
      )}
      {booking.status === "Pending" && booking.expiresAt && (
        <Fact label={t("bookings.detail.expiresAt")}>{localTime(booking.expiresAt)}</Fact>
      )}
      {booking.cancelledAt && (
        <Fact label={t("bookings.detail.cancelledAt")}>{localTime(booking.cancelledAt)}</Fact>
      )}
    </DetailSection>
  );
}

/** Where and when, who, and how the booking was made. */
export function BookingFacts(props: BookingFactsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <DepartureFacts {...props} />
      <CustomerFacts booking={props.booking} />
      <BookingInfo {...props} />
    </SimpleGrid>
  );
}
