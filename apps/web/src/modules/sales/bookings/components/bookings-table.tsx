import { Anchor, Group, Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BookingSummary } from "@stund/shared/contracts/bookings/booking-list";
import type { BookingRowFormat } from "../hooks/use-booking-row";
import { BookingStatusBadge, PaymentStatusBadge } from "./booking-badges";

/** The list on wide screens: a row per booking; a click anywhere on it opens the booking. */
export function BookingsTable({ bookings, row }: { bookings: BookingSummary[]; row: BookingRowFormat }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="bookings-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("bookings.column.reference")}</Table.Th>
            <Table.Th>{t("bookings.column.customer")}</Table.Th>
            <Table.Th>{t("bookings.column.departure")}</Table.Th>
            <Table.Th>{t("bookings.column.experience")}</Table.Th>
            <Table.Th ta="right">{t("bookings.column.seats")}</Table.Th>
            <Table.Th ta="right">{t("bookings.column.total")}</Table.Th>
            <Table.Th>{t("bookings.column.status")}</Table.Th>
            <Table.Th>{t("bookings.column.channel")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((booking) => (
            <Table.Tr
              key={booking.id}
              onClick={() => row.open(booking)}
              style={{ cursor: "pointer" }}
              data-testid="booking-row"
            >
              <Table.Td>
                <Anchor
                  component={Link}
                  to={row.linkTo(booking)}
                  state={row.linkState}
                  ff="monospace"
                  fw={600}
                  onClick={(event) => event.stopPropagation()}
                >
                  {booking.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{row.customer(booking)}</Text>
                  <Text size="xs" c="dimmed">
                    {row.contact(booking)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }} data-testid="booking-departure">
                {row.departure(booking)}
              </Table.Td>
              <Table.Td>{row.experience(booking)}</Table.Td>
              <Table.Td ta="right">{booking.seats}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }} data-testid="booking-money">
                <Stack gap={0}>
                  <Text size="sm">{row.total(booking)}</Text>
                  <Text size="xs" c="dimmed">
                    {t("bookings.column.paid")}: {row.paid(booking)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <BookingStatusBadge status={booking.status} />
                  <PaymentStatusBadge status={booking.paymentStatus} />
                </Group>
              </Table.Td>
              <Table.Td>{row.channel(booking)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
