import { Badge, Group, Paper, Radio, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../../components/load-error";
import { localizedText } from "../../../../lib/language/localized-text";
import { useLanguage } from "../../../../lib/language/use-language";
import type { MoveChoice, MoveState } from "../model/move-departures";

interface MoveDepartureChoicesProps {
  choices: readonly MoveChoice[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
  value: string | null;
  onChange: (eventId: string) => void;
  /** Name each departure's experience: the list spans more than one. */
  withExperience: boolean;
}

const stateBadges: Partial<Record<MoveState, { key: string; color: string }>> = {
  Current: { key: "bookings.move.current", color: "blue" },
  Cancelled: { key: "availability.status.Cancelled", color: "red" },
  Departed: { key: "quickBooking.departure.departed", color: "gray" },
  TooFew: { key: "bookings.move.tooFew", color: "red" },
};

/** The day's departures to move a booking to; only open ones with room can be chosen. */
export function MoveDepartureChoices(props: MoveDepartureChoicesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (props.isError) return <LoadError onRetry={props.retry} />;
  if (props.isLoading)
    return (
      <Stack gap="xs" data-testid="move-departures-loading">
        <Skeleton h={52} />
        <Skeleton h={52} />
      </Stack>
    );
  if (props.choices.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="move-no-departures">
        {t("bookings.move.none")}
      </Text>
    );
  return (
    <Radio.Group
      label={t("bookings.move.departures")}
      value={props.value}
      onChange={props.onChange}
      name="move-departure"
    >
      <Stack gap="xs" mt={4}>
        {props.choices.map(({ event, state }) => {
          const badge = stateBadges[state];
          return (
            <Paper key={event.id} withBorder p="xs" radius="sm" data-testid="move-departure">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Radio
                  value={event.id}
                  disabled={state !== "Open"}
                  label={
                    <Text fw={600} span>
                      {event.localStart.slice(11, 16)}
                      {props.withExperience && ` · ${localizedText(event.experienceName, language)}`}
                    </Text>
                  }
                  description={t("bookings.move.seatsLeft", { count: Math.max(0, event.available) })}
                  data-testid={`move-departure-${event.id}`}
                />
                <Group gap={4} wrap="nowrap">
                  {event.status === "Closed" && state === "Open" && (
                    <Badge color="orange" variant="light">
                      {t("bookings.move.closed")}
                    </Badge>
                  )}
                  {badge && (
                    <Badge color={badge.color} variant="light">
                      {t(badge.key)}
                    </Badge>
                  )}
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
