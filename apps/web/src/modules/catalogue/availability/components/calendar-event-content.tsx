import { Group, Stack, Text } from "@mantine/core";
import type { EventContentArg } from "@fullcalendar/core";
import { IconCheck } from "@tabler/icons-react";
import type { CalendarEventProps } from "../model/calendar-events";
import { seatsLabel } from "../../../../lib/formats/fill-colour";
import { EventStatusBadges } from "./event-status-badges";
import { EventStatusMarks } from "./event-status-marks";

/** One event inside the calendar: time, experience, "sold+held/capacity" and its status marks. */
export function CalendarEventContent({ arg }: { arg: EventContentArg }) {
  const { event, selected } = arg.event.extendedProps as CalendarEventProps;
  const struck = event.status === "Cancelled" || event.status === "Deleted" ? "line-through" : undefined;
  const name = (
    <Text size="xs" fw={600} truncate td={struck} c="inherit" style={{ minWidth: 0 }}>
      {arg.event.title}
    </Text>
  );
  const seats = (
    <Text size="xs" c="inherit" style={{ whiteSpace: "nowrap" }} data-testid="event-seats">
      {seatsLabel(event)}
    </Text>
  );
  const check = selected ? <IconCheck size={12} aria-hidden style={{ flexShrink: 0 }} /> : null;

  if (arg.view.type.startsWith("list")) {
    return (
      <Group gap="xs" wrap="wrap" data-testid="calendar-event" data-selected={selected || undefined}>
        {check}
        <Text size="sm" fw={600} td={struck}>
          {arg.event.title}
        </Text>
        <Text size="sm" c="dimmed">
          {seatsLabel(event)}
        </Text>
        <EventStatusBadges event={event} size="xs" />
      </Group>
    );
  }

  if (arg.view.type === "dayGridMonth") {
    return (
      <Stack
        gap={0}
        px={4}
        py={1}
        style={{ overflow: "hidden", width: "100%" }}
        data-testid="calendar-event"
        data-selected={selected || undefined}
      >
        <Group gap={4} wrap="nowrap">
          {check}
          <Text size="xs" c="inherit" style={{ flexShrink: 0 }}>
            {arg.timeText}
          </Text>
          {name}
        </Group>
        <Group gap={4} wrap="nowrap" justify="space-between">
          {seats}
          <EventStatusMarks event={event} />
        </Group>
      </Stack>
    );
  }

  return (
    <Stack
      gap={0}
      p={2}
      style={{ overflow: "hidden" }}
      data-testid="calendar-event"
      data-selected={selected || undefined}
    >
      <Group gap={4} wrap="nowrap">
        {check}
        {name}
      </Group>
      <Text size="xs" c="inherit">
        {arg.timeText}
      </Text>
      <Group gap={4} wrap="nowrap">
        {seats}
        <EventStatusMarks event={event} />
      </Group>
    </Stack>
  );
}
