import { Divider, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ScheduleDeparture } from "@stund/shared/contracts/staff-schedule";
import { useDayLabel } from "../hooks/use-day-label";
import { DepartureCard } from "./departure-card";

interface AgendaViewProps {
  byDay: Map<string, ScheduleDeparture[]>;
  timeZone: string;
  onOpen: (departure: ScheduleDeparture) => void;
}

/** The week's departures as a list under each day that has any. */
export function AgendaView({ byDay, timeZone, onOpen }: AgendaViewProps) {
  const dayLabel = useDayLabel();
  const days = [...byDay.entries()].filter(([, departures]) => departures.length > 0);
  return (
    <Stack gap="md" data-testid="schedule-agenda">
      {days.map(([day, departures]) => (
        <Stack key={day} gap="xs" data-testid="agenda-day" data-day={day}>
          <Title order={5}>{dayLabel(day)}</Title>
          <Divider />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs">
            {departures.map((departure) => (
              <DepartureCard
                key={departure.eventId}
                departure={departure}
                timeZone={timeZone}
                onOpen={onOpen}
              />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
