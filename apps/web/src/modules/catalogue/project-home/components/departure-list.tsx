import { Card, Stack, Text, Title } from "@mantine/core";
import dayjs from "dayjs";
import "dayjs/locale/is";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { Language } from "@stund/shared/enums";
import { dateLocales } from "@stund/shared/format/dates";
import { DepartureRow } from "./departure-row";

interface DepartureListProps {
  title: string;
  emptyText: string;
  events: readonly StundEvent[];
  language: Language;
  /** Puts a date heading above each local day. */
  groupByDate?: boolean;
  testId: string;
}

function byLocalDate(events: readonly StundEvent[]): [string, StundEvent[]][] {
  const groups = new Map<string, StundEvent[]>();
  for (const event of events) {
    const date = event.localStart.slice(0, 10);
    groups.set(date, [...(groups.get(date) ?? []), event]);
  }
  return [...groups];
}

/** Departures in start order, optionally under a heading per day; an empty state when there are none. */
export function DepartureList({
  title,
  emptyText,
  events,
  language,
  groupByDate,
  testId,
}: DepartureListProps) {
  const sorted = [...events].sort((a, b) => a.localStart.localeCompare(b.localStart));
  const rows = (list: readonly StundEvent[]) =>
    list.map((event) => <DepartureRow key={event.id} event={event} language={language} />);
  return (
    <Card withBorder p="md" data-testid={testId}>
      <Title order={4} mb="sm">
        {title}
      </Title>
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md" data-testid={`${testId}-empty`}>
          {emptyText}
        </Text>
      ) : groupByDate ? (
        <Stack gap="md">
          {byLocalDate(sorted).map(([date, list]) => (
            <Stack gap="xs" key={date}>
              <Text size="sm" fw={600} c="dimmed" tt="capitalize">
                {dayjs(date).locale(dateLocales[language]).format("dddd, DD/MM")}
              </Text>
              {rows(list)}
            </Stack>
          ))}
        </Stack>
      ) : (
        <Stack gap="xs">{rows(sorted)}</Stack>
      )}
    </Card>
  );
}
