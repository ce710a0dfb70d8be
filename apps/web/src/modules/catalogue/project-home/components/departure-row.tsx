import { Group, Paper, Progress, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { Language } from "@stund/shared/enums";
import { EventStatusBadges } from "../../availability/components/event-status-badges";
import { experienceNameOf } from "../../availability/model/calendar-events";
import { mantineColourOf } from "../../../../components/alerts/alert-colour";
import { fillColour, seatsLabel, takenPercent } from "../../../../lib/formats/fill-colour";

/** One departure: local time, experience, fill bar in its alert colour and status; opens it on the calendar. */
export function DepartureRow({ event, language }: { event: StundEvent; language: Language }) {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const date = event.localStart.slice(0, 10);
  const name = experienceNameOf(event, language);
  const struck = event.status === "Cancelled" ? "line-through" : undefined;
  return (
    <UnstyledButton
      component={Link}
      to={`/${tenant}/${project}/availability?date=${date}&event=${encodeURIComponent(event.id)}`}
      aria-label={`${event.localStart.slice(11, 16)} ${name}`}
      data-testid="departure-row"
    >
      <Paper withBorder p="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <Text fw={700} w={48} style={{ flexShrink: 0 }} data-testid="departure-time">
            {event.localStart.slice(11, 16)}
          </Text>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fw={600} size="sm" truncate td={struck}>
                {name}
              </Text>
              <EventStatusBadges event={event} size="xs" />
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Progress
                value={takenPercent(event)}
                color={mantineColourOf(fillColour(event))}
                size="sm"
                style={{ flex: 1 }}
                aria-label={t("availability.fill")}
              />
              <Text
                size="xs"
                c="dimmed"
                w={64}
                ta="right"
                style={{ whiteSpace: "nowrap" }}
                data-testid="departure-seats"
              >
                {seatsLabel(event)}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
