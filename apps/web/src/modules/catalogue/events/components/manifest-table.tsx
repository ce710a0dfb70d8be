import { Badge, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import type { ManifestEntry } from "@stund/shared/contracts/catalogue/event-detail";
import { isoToLocal } from "../model/local-instant";

const bookingColour: Record<string, string> = {
  Confirmed: "green",
  Pending: "yellow",
  Declined: "gray",
  Expired: "gray",
  Failed: "red",
};

/** Who is booked on the departure; scrolls sideways on a phone. */
export function ManifestTable({ entries, timeZone }: { entries: ManifestEntry[]; timeZone: string }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const bookedAt = (iso: string) => {
    const local = isoToLocal(iso, timeZone);
    return dates.long(`${local.date}T${local.time}`);
  };
  const seats = entries.reduce((sum, entry) => sum + entry.seats, 0);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="manifest">
      <Stack gap="sm">
        <Title order={4}>{t("events.manifest.title")}</Title>
        {entries.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="manifest-empty">
            {t("events.manifest.empty")}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={520}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("events.manifest.reference")}</Table.Th>
                    <Table.Th>{t("events.manifest.customer")}</Table.Th>
                    <Table.Th>{t("events.manifest.seats")}</Table.Th>
                    <Table.Th>{t("events.manifest.status")}</Table.Th>
                    <Table.Th>{t("events.manifest.bookedAt")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {entries.map((entry) => (
                    <Table.Tr key={entry.id} data-testid="manifest-row">
                      <Table.Td ff="monospace">
                        {entry.reference ?? entry.id.slice(0, 8).toUpperCase()}
                      </Table.Td>
                      <Table.Td>{entry.customerName || "—"}</Table.Td>
                      <Table.Td>{entry.seats}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={bookingColour[entry.status] ?? "gray"}>
                          {t(`events.bookingStatus.${entry.status}`, { defaultValue: entry.status })}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{entry.createdAt ? bookedAt(entry.createdAt) : "—"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Text size="sm" c="dimmed">
              {t("events.manifest.total", { bookings: entries.length, seats })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
