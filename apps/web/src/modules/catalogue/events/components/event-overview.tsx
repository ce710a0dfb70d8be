import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DelayStatus, EventStatus } from "@stund/shared/enums";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import type { EventDetail } from "@stund/shared/contracts/catalogue/event-detail";
import { isoToLocal } from "../model/local-instant";

export const eventStatusColour: Record<EventStatus, string> = {
  Active: "green",
  Closed: "gray",
  Delayed: "orange",
  Cancelled: "red",
  Deleted: "dark",
};

export const delayStatusColour: Record<DelayStatus, string> = {
  Pending: "yellow",
  Delayed: "orange",
  Cancelled: "red",
  Active: "green",
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

/** The event's times on the project's clock, status, seats and series. */
export function EventOverview({ event, seriesTo }: { event: EventDetail; seriesTo: string | null }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const end = isoToLocal(event.end, event.timeZone);
  const original = event.originalStart ? isoToLocal(event.originalStart, event.timeZone) : null;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="event-overview">
      <Stack gap="md">
        <Group gap="xs" wrap="wrap">
          <Badge color={eventStatusColour[event.status]} variant="light" data-testid="event-status">
            {t(`events.status.${event.status}`)}
          </Badge>
          {event.delayStatus && (
            <Badge
              color={delayStatusColour[event.delayStatus]}
              variant="outline"
              data-testid="event-delay-status"
            >
              {t("events.event.delayStatus", { status: t(`events.delayStatus.${event.delayStatus}`) })}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Fact label={t("events.event.start")} testId="event-start">
            {dates.long(event.localStart)}
          </Fact>
          <Fact label={t("events.event.end")} testId="event-end">
            {dates.long(`${end.date}T${end.time}`)}
          </Fact>
          <Fact label={t("events.event.seats")} testId="event-seats">
            {t("events.event.seatsValue", { sold: event.sold, held: event.held, capacity: event.capacity })}
          </Fact>
          <Fact label={t("events.event.available")} testId="event-available">
            {event.available}
          </Fact>
          <Fact label={t("events.event.timeZone")}>{event.timeZone}</Fact>
          <Fact label={t("events.event.series")}>
            {seriesTo ? (
              <Anchor component={Link} to={seriesTo} size="sm" data-testid="event-series-link">
                {event.seriesName || t("events.event.seriesUnnamed")}
              </Anchor>
            ) : (
              t("events.event.noSeries")
            )}
          </Fact>
          {original && (
            <Fact label={t("events.event.originalStart")}>
              {dates.long(`${original.date}T${original.time}`)}
            </Fact>
          )}
          {event.note && <Fact label={t("events.fields.note")}>{event.note}</Fact>}
        </SimpleGrid>
        {event.delayMessage && (
          <Fact label={t("events.event.delayMessage")} testId="event-delay-message">
            {event.delayMessage}
          </Fact>
        )}
      </Stack>
    </Paper>
  );
}
