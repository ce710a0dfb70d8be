import { Badge, Paper, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "../../../hooks/use-date-format";
import type { ManifestEntry } from "../api/event-types";
import { wallClockIn } from "../model/calendar-events";

const statusColours: Record<string, string> = {
  Confirmed: "green",
  Pending: "yellow",
  Declined: "gray",
  Expired: "gray",
  Failed: "red",
};

/** The bookings on one departure, for the guide or the desk; times in the project's zone. */
export function EventManifest({
  manifest,
  timeZone,
}: {
  manifest: readonly ManifestEntry[];
  timeZone: string;
}) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <div data-testid="event-manifest">
      <Title order={5} mb="xs">
        {t("availability.manifest.title")}
      </Title>
      {manifest.length === 0 ? (
        <Paper withBorder p="md" ta="center">
          <Text c="dimmed" size="sm" data-testid="manifest-empty">
            {t("availability.manifest.empty")}
          </Text>
        </Paper>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" fz="sm" style={{ whiteSpace: "nowrap" }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("availability.manifest.reference")}</Table.Th>
                <Table.Th>{t("availability.manifest.customer")}</Table.Th>
                <Table.Th ta="right">{t("availability.manifest.seats")}</Table.Th>
                <Table.Th>{t("availability.manifest.status")}</Table.Th>
                <Table.Th>{t("availability.manifest.booked")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {manifest.map((booking) => (
                <Table.Tr key={booking.id} data-testid="manifest-row">
                  <Table.Td ff="monospace">{booking.reference || booking.id.slice(0, 8)}</Table.Td>
                  <Table.Td>{booking.customerName || "–"}</Table.Td>
                  <Table.Td ta="right">{booking.seats}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={statusColours[booking.status] ?? "gray"}>
                      {t(`availability.bookingStatus.${booking.status}`, { defaultValue: booking.status })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {booking.createdAt
                      ? dates.long(wallClockIn(booking.createdAt, timeZone) ?? booking.createdAt)
                      : "–"}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
