import { Badge, Group, Paper, Progress, Radio, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import { mantineColourOf } from "../../../../components/alerts/alert-colour";
import { fillColour, takenPercent } from "../../../../lib/formats/fill-colour";
import { advanceStop } from "../hooks/advance-on-enter";
import { departureState, departureTime, type DepartureState } from "../model/departures";

interface DepartureListProps {
  departures: readonly StundEvent[];
  value: string | null;
  onChange: (id: string) => void;
  now: Date;
  error?: string;
  autoFocus?: boolean;
}

function StateBadge({ state, event }: { state: DepartureState; event: StundEvent }) {
  const { t } = useTranslation();
  if (state === "Closed" || state === "Cancelled")
    return (
      <Badge color="red" variant="light">
        {t(`availability.status.${state}`)}
      </Badge>
    );
  if (state === "Full") return <Badge color="red">{t("quickBooking.departure.full")}</Badge>;
  if (state === "Departed")
    return (
      <Badge color="gray" variant="light">
        {t("quickBooking.departure.departed")}
      </Badge>
    );
  if (event.status === "Delayed")
    return (
      <Badge color="blue" variant="light">
        {t("availability.status.Delayed")}
      </Badge>
    );
  return null;
}

/** The day's departures with their time, seats left and fill; only open ones with seats can be chosen. */
export function DepartureList({ departures, value, onChange, now, error, autoFocus }: DepartureListProps) {
  const { t } = useTranslation();
  const firstOpen = departures.find((event) => departureState(event, now) === "Open");
  return (
    <Radio.Group
      label={t("quickBooking.departure.label")}
      value={value}
      onChange={onChange}
      error={error}
      name="departure"
    >
      <Stack gap="xs" mt={4}>
        {departures.map((event) => {
          const state = departureState(event, now);
          const selectable = state === "Open";
          const taken = event.sold + event.held;
          return (
            <Paper key={event.id} withBorder p="xs" radius="sm" data-testid="departure">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Radio
                  value={event.id}
                  disabled={!selectable}
                  autoFocus={autoFocus && event === firstOpen}
                  label={
                    <Text fw={600} span>
                      {departureTime(event)}
                    </Text>
                  }
                  description={
                    <span data-testid="departure-seats">
                      {t("quickBooking.departure.seatsLeft", { count: Math.max(0, event.available) })}
                    </span>
                  }
                  data-testid={`departure-${event.id}`}
                  {...advanceStop}
                />
                <StateBadge state={state} event={event} />
              </Group>
              <Progress
                mt={6}
                size="sm"
                value={takenPercent(event)}
                color={mantineColourOf(fillColour(event))}
                aria-label={t("quickBooking.departure.taken", { taken, capacity: event.capacity })}
              />
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
