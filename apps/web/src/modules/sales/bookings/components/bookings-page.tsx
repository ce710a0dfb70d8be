import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { DownloadButton } from "../../../../components/download-button";
import { LoadError } from "../../../../components/load-error";
import { useProjectClock } from "../../../../lib/project/project-clock";
import { bookingExportUrl, useBookingList } from "../api/bookings-api";
import { useBookingFilters } from "../hooks/use-booking-filters";
import { useBookingRow } from "../hooks/use-booking-row";
import { apiFilter, bookingPageSize } from "../model/booking-filters";
import { BookingCards } from "./booking-cards";
import { BookingFilterBar } from "./booking-filter-bar";
import { BookingListSkeleton } from "./booking-list-skeleton";
import { BookingPagination } from "./booking-pagination";
import { BookingsTable } from "./bookings-table";
import { NoBookingsMatch, NoBookingsYet } from "./bookings-empty";

/** Below this width the list shows cards instead of the table. */
const cardsMaxWidth = "(max-width: 61.99em)";

/**
 * /{tenant}/{project}/bookings (docs/product.md §9.9): the project's bookings, newest first, searchable
 * and filtered through the address, a page at a time, with the same filters in the CSV export.
 * Departures are shown on the project's clock.
 */
export function BookingsPage() {
  const { t } = useTranslation();
  const filters = useBookingFilters();
  const clock = useProjectClock();
  const { timeZone } = clock;
  // Read at once, so a phone does not first render the table.
  const narrow = useMediaQuery(cardsMaxWidth, false, { getInitialValueInEffect: false });
  const filter = useMemo(
    () => (timeZone ? apiFilter(filters.applied, timeZone) : null),
    [filters.applied, timeZone],
  );
  const list = useBookingList(filter, filters.page, bookingPageSize);
  const row = useBookingRow(timeZone ?? "UTC");
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const pastTheEnd = Boolean(list.data && filters.page > lastPage);
  const { goToPage } = filters;
  // A link to a page that no longer exists (bookings went away) lands on the last one instead.
  useEffect(() => {
    if (pastTheEnd) goToPage(lastPage);
  }, [pastTheEnd, lastPage, goToPage]);
  const bookings = list.data?.items ?? [];
  const failed = list.isError || clock.isError;

  return (
    <Stack gap="md" data-testid="bookings-page">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: "1 1 240px" }}>
          <Title order={2}>{t("bookings.title")}</Title>
          <Text c="dimmed" size="sm">
            {t("bookings.intro")}
          </Text>
        </div>
        <DownloadButton
          url={filter ? bookingExportUrl(filter) : undefined}
          variant="default"
          data-testid="bookings-export"
        >
          {t("bookings.export")}
        </DownloadButton>
      </Group>
      <BookingFilterBar
        values={filters.values}
        active={filters.active}
        onChange={filters.change}
        onClear={filters.clear}
      />
      {failed ? (
        <LoadError
          onRetry={() => {
            if (clock.isError) clock.refetch();
            void list.refetch();
          }}
        />
      ) : !list.data ? (
        <BookingListSkeleton />
      ) : bookings.length === 0 && filters.active ? (
        <NoBookingsMatch onClear={filters.clear} />
      ) : bookings.length === 0 ? (
        <NoBookingsYet />
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isFetching}>
          {narrow ? (
            <BookingCards bookings={bookings} row={row} />
          ) : (
            <Card withBorder padding={0}>
              <BookingsTable bookings={bookings} row={row} />
            </Card>
          )}
          <BookingPagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={filters.goToPage}
          />
        </Stack>
      )}
    </Stack>
  );
}
