import { ActionIcon, Button, Group, SegmentedControl, Title } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { calendarViews, isCalendarView, type CalendarView } from "../model/calendar-views";

interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

const viewLabelKeys: Record<CalendarView, string> = {
  dayGridMonth: "availability.view.month",
  timeGridWeek: "availability.view.week",
  timeGridDay: "availability.view.day",
  listWeek: "availability.view.list",
};

/** Moves the calendar through time and between views; wraps onto two lines on a phone. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mb="sm" data-testid="calendar-toolbar">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={props.onPrevious}
          aria-label={t("availability.previous")}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" onClick={props.onNext} aria-label={t("availability.next")}>
          <IconChevronRight size={18} />
        </ActionIcon>
        <Button variant="default" onClick={props.onToday}>
          {t("availability.today")}
        </Button>
      </Group>
      <Title order={4} data-testid="calendar-title" style={{ textTransform: "capitalize" }}>
        {props.title}
      </Title>
      <SegmentedControl
        size="sm"
        value={props.view}
        onChange={(value) => isCalendarView(value) && props.onView(value)}
        data={calendarViews.map((view) => ({ value: view, label: t(viewLabelKeys[view]) }))}
        aria-label={t("availability.view.label")}
      />
    </Group>
  );
}
