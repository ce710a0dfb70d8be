import { ActionIcon, Button, Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { IconCalendarShare, IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ScheduleProject } from "@stund/shared/contracts/staff-schedule";
import type { ScheduleScope } from "../model/default-scope";

export type ScheduleView = "week" | "agenda";

interface ScheduleToolbarProps {
  title: string;
  view: ScheduleView;
  scope: ScheduleScope;
  projectId: string | null;
  projects: ScheduleProject[];
  onView: (view: ScheduleView) => void;
  onScope: (scope: ScheduleScope) => void;
  onProject: (projectId: string | null) => void;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onFeed: () => void;
}

/** Moves the schedule through weeks and narrows it; wraps onto several lines on a phone. */
export function ScheduleToolbar(props: ScheduleToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="schedule-toolbar">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={props.onPrevious}
            aria-label={t("staffSchedule.previous")}
            data-testid="schedule-previous"
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={props.onNext}
            aria-label={t("staffSchedule.next")}
            data-testid="schedule-next"
          >
            <IconChevronRight size={18} />
          </ActionIcon>
          <Button variant="default" onClick={props.onToday}>
            {t("staffSchedule.today")}
          </Button>
        </Group>
        <Text fw={700} data-testid="schedule-title">
          {props.title}
        </Text>
        <Button
          variant="light"
          leftSection={<IconCalendarShare size={16} />}
          onClick={props.onFeed}
          data-testid="calendar-feed-open"
        >
          {t("staffSchedule.feed.button")}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          size="sm"
          value={props.view}
          onChange={(value) => props.onView(value === "agenda" ? "agenda" : "week")}
          data={[
            { value: "week", label: t("staffSchedule.view.week") },
            { value: "agenda", label: t("staffSchedule.view.agenda") },
          ]}
          aria-label={t("staffSchedule.view.label")}
          data-testid="schedule-view"
        />
        <SegmentedControl
          size="sm"
          value={props.scope}
          onChange={(value) => props.onScope(value === "mine" ? "mine" : "all")}
          data={[
            { value: "mine", label: t("staffSchedule.scope.mine") },
            { value: "all", label: t("staffSchedule.scope.all") },
          ]}
          aria-label={t("staffSchedule.scope.label")}
          data-testid="schedule-scope"
        />
        {props.projects.length > 1 && (
          <Select
            size="sm"
            w={{ base: "100%", xs: 220 }}
            aria-label={t("staffSchedule.project.label")}
            placeholder={t("staffSchedule.project.all")}
            data={props.projects.map((project) => ({ value: project.id, label: project.name }))}
            value={props.projectId}
            onChange={props.onProject}
            clearable
            data-testid="schedule-project"
          />
        )}
      </Group>
    </Stack>
  );
}
