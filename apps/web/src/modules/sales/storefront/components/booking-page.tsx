import { Button, Stack, Text, Title } from "@mantine/core";
import {
  IconCalendarX,
  IconCircleCheck,
  IconClockX,
  IconReceiptRefund,
  IconSearch,
  IconX,
} from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { LoadError } from "../../../../components/load-error";
import { PageLoader } from "../../../../components/page-loader";
import { useBookingView } from "../api/storefront-api";
import { useStorefrontLanguage } from "../hooks/use-storefront-language";
import { bookingOutcome } from "../model/booking-outcome";
import { isUnknownBooking } from "../model/not-found";
import { BookingSummary } from "./booking-summary";
import { CancelBookingModal } from "./cancel-booking-modal";
import { CancellationOffer } from "./cancellation-offer";
import { PaymentWaiting } from "./payment-waiting";
import { StorefrontMessage } from "./storefront-message";
import { StorefrontShell } from "./storefront-shell";

function Confirmed({ booking, onCancel }: { booking: PublicBookingView; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <StorefrontMessage
      icon={<IconCircleCheck size={32} />}
      colour="green"
      title={t("storefront.booking.confirmed.title")}
      testId="booking-confirmed"
    >
      <Stack gap={0} align="center">
        <Text size="sm" c="dimmed">
          {t("storefront.booking.reference")}
        </Text>
        <Title order={2} size={40} ff="monospace" data-testid="booking-reference">
          {booking.reference}
        </Title>
      </Stack>
      <Text ta="center">{t("storefront.booking.confirmed.keepReference", { company: booking.company })}</Text>
      <BookingSummary booking={booking} />
      <CancellationOffer booking={booking} onCancel={onCancel} />
    </StorefrontMessage>
  );
}

function BookingContent({ tenant, id }: { tenant: string; id: string }) {
  const { t } = useTranslation();
  const { link } = useStorefrontLanguage();
  const query = useBookingView(tenant, id);
  const [cancelling, setCancelling] = useState(false);
  const bookAgain = (
    <Button component={Link} to={link(`/${tenant}/storefront`)} variant="light">
      {t("storefront.booking.bookAgain")}
    </Button>
  );

  if (isUnknownBooking(query.error))
    return (
      <StorefrontMessage
        icon={<IconSearch size={28} />}
        title={t("storefront.booking.notFound.title")}
        text={t("storefront.booking.notFound.text")}
        testId="booking-not-found"
      />
    );
  if (query.isError && !query.data) return <LoadError onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageLoader />;

  return (
    <>
      <Outcome booking={query.data} bookAgain={bookAgain} onCancel={() => setCancelling(true)} />
      <CancelBookingModal
        tenant={tenant}
        booking={query.data}
        opened={cancelling}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}

interface OutcomeProps {
  booking: PublicBookingView;
  bookAgain: ReactNode;
  onCancel: () => void;
}

function Outcome({ booking, bookAgain, onCancel }: OutcomeProps) {
  const { t } = useTranslation();
  switch (bookingOutcome(booking)) {
    case "awaitingPayment":
    case "confirming":
      return <PaymentWaiting booking={booking} onCancel={onCancel} />;
    case "confirmed":
      return <Confirmed booking={booking} onCancel={onCancel} />;
    case "cancelled":
      return (
        <StorefrontMessage
          icon={<IconCalendarX size={28} />}
          colour="gray"
          title={t("storefront.booking.cancelled.title")}
          text={t("storefront.booking.cancelled.text")}
          testId="booking-cancelled"
        >
          <BookingSummary booking={booking} />
          {bookAgain}
        </StorefrontMessage>
      );
    case "refundedLate":
      return (
        <StorefrontMessage
          icon={<IconReceiptRefund size={28} />}
          colour="orange"
          title={t("storefront.booking.refunded.title")}
          text={t("storefront.booking.refunded.text")}
          testId="booking-refunded"
        >
          {bookAgain}
        </StorefrontMessage>
      );
    case "expired":
      return (
        <StorefrontMessage
          icon={<IconClockX size={28} />}
          colour="gray"
          title={t("storefront.booking.expired.title")}
          text={t("storefront.booking.expired.text")}
          testId="booking-expired"
        >
          {bookAgain}
        </StorefrontMessage>
      );
    case "failed":
      return (
        <StorefrontMessage
          icon={<IconX size={28} />}
          colour="red"
          title={t("storefront.booking.failed.title")}
          text={t("storefront.booking.failed.text")}
          testId="booking-failed"
        >
          {bookAgain}
        </StorefrontMessage>
      );
    case "declined":
      return (
        <StorefrontMessage
          icon={<IconX size={28} />}
          colour="red"
          title={t("storefront.booking.declined.title")}
          text={t("storefront.booking.declined.text", { company: booking.company })}
          testId="booking-declined"
        >
          {bookAgain}
        </StorefrontMessage>
      );
  }
}

/** /{tenant}/booking/{id}: where the customer lands after paying, and what became of their booking. */
export function BookingPage() {
  const { tenant = "", id = "" } = useParams();
  return (
    <StorefrontShell tenant={tenant}>
      <BookingContent key={`${tenant}/${id}`} tenant={tenant} id={id} />
    </StorefrontShell>
  );
}
