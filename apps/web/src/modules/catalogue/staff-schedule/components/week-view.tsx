import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ScheduleDeparture } from "@stund/shared/contracts/staff-schedule";
import { useDayLabel } from "../hooks/use-day-label";
import { DepartureCard } from "./departure-card";

interface DayViewProps {
  byDay: Map<string, ScheduleDeparture[]>;
  today: string;
  timeZone: string;
  onOpen: (departure: ScheduleDeparture) => void;
}

/** Seven day columns side by side; on a phone the days follow each other as lists. */
export function WeekView({ byDay, today, timeZone, onOpen }: DayViewProps) {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  return (
    <SimpleGrid cols={{ base: 1, md: 7 }} spacing="xs" data-testid="schedule-week">
      {[...byDay.entries()].map(([day, departures]) => (
        <Paper
          key={day}
          withBorder
          p="xs"
          radius="sm"
          bg={day === today ? "var(--mantine-color-blue-light)" : undefined}
          data-testid="schedule-day"
          data-day={day}
        >
          <Stack gap="xs">
            <Text size="xs" fw={700} tt="uppercase" mih="3.1em" c={day === today ? "blue" : "dimmed"}>
              {dayLabel(day)}
            </Text>
            {departures.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t("staffSchedule.dayEmpty")}
              </Text>
            ) : (
              departures.map((departure) => (
                <DepartureCard
                  key={departure.eventId}
                  departure={departure}
                  timeZone={timeZone}
                  onOpen={onOpen}
                />
              ))
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
