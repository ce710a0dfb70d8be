import { Anchor, Group, Skeleton, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import { ApiError } from "../../../../lib/http/api-error";
import { LoadError } from "../../../../components/load-error";
import { useAccess } from "../../../../lib/access/use-access";
import { useProjectClock } from "../../../../lib/project/project-clock";
import { useBookingDetail } from "../api/bookings-api";
import type { BookingLinkState } from "../hooks/use-booking-row";
import { BookingActions } from "./booking-actions";
import { BookingAnswers } from "./booking-answers";
import { BookingDetailHeader } from "./booking-detail-header";
import { BookingFacts } from "./booking-facts";
import { BookingHistory } from "./booking-history";
import { BookingMoney } from "./booking-money";
import { BookingNotFound } from "./booking-not-found";
import { BookingTransactions } from "./booking-transactions";
import { CheckInControl } from "./check-in-control";

function DetailSkeleton() {
  return (
    <Stack gap="md" data-testid="booking-loading">
      <Skeleton h={36} w={220} />
      <Group grow wrap="wrap">
        <Skeleton h={140} miw={240} />
        <Skeleton h={140} miw={240} />
        <Skeleton h={140} miw={240} />
      </Group>
      <Skeleton h={200} />
    </Stack>
  );
}

const listSearchOf = (state: unknown): string =>
  typeof state === "object" && state !== null && "listSearch" in state
    ? String((state as BookingLinkState).listSearch)
    : "";

/**
 * /{tenant}/{project}/bookings/{id} (docs/product.md §9.9): one booking with its departure, customer,
 * tickets and VAT, payments and refunds, answers and history, and check-in for hosts and
 * managers, who also move, change, cancel, refund it and send its confirmation again. Times are
 * on the project's clock.
 */
export function BookingDetailPage() {
  const { t } = useTranslation();
  const { tenant, project, id } = useParams();
  const location = useLocation();
  const detail = useBookingDetail(id);
  const clock = useProjectClock();
  const canCheckIn = useAccess("eventOperations").decision === "allowed";
  const booking = detail.data;
  const timeZone = clock.timeZone;
  // An id that is not one reads as unknown too: the address is wrong either way.
  const notFound = detail.error instanceof ApiError && [400, 404].includes(detail.error.status);

  return (
    <Stack gap="md" data-testid="booking-detail-page">
      <Anchor
        component={Link}
        to={`/${tenant}/${project}/bookings${listSearchOf(location.state)}`}
        size="sm"
        data-testid="booking-back"
      >
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t("bookings.detail.back")}
        </Group>
      </Anchor>
      {notFound ? (
        <BookingNotFound />
      ) : detail.isError || clock.isError ? (
        <LoadError
          onRetry={() => {
            if (clock.isError) clock.refetch();
            void detail.refetch();
          }}
        />
      ) : !booking || !timeZone ? (
        <DetailSkeleton />
      ) : (
        <>
          <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
            <BookingDetailHeader booking={booking} />
            <BookingActions booking={booking} timeZone={timeZone} />
          </Group>
          <BookingFacts booking={booking} timeZone={timeZone} />
          <CheckInControl key={booking.checkedIn} booking={booking} canCheckIn={canCheckIn} />
          <BookingMoney booking={booking} />
          <BookingAnswers answers={booking.answers} />
          <BookingTransactions transactions={booking.transactions} timeZone={timeZone} />
          <BookingHistory booking={booking} timeZone={timeZone} />
        </>
      )}
    </Stack>
  );
}
