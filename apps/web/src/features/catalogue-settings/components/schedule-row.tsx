import { ActionIcon, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { LevelBadge } from "./level-badge";

interface ScheduleRowProps {
  schedule: Schedule;
  summary: string;
  /** On a project page: the level badge and the linked experience's name. */
  showLevel: boolean;
  experienceName?: string;
  onEdit: () => void;
  onDelete: () => void;
}

export function ScheduleRow(props: ScheduleRowProps) {
  const { t } = useTranslation();
  const schedule = props.schedule;
  return (
    <Paper withBorder p="md" data-testid="schedule-row" data-schedule-id={schedule.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid="schedule-row-name">
              {schedule.name}
            </Text>
            {props.showLevel && <LevelBadge projectId={schedule.projectId} />}
            {props.experienceName && (
              <Badge variant="outline" color="gray" tt="none">
                {props.experienceName}
              </Badge>
            )}
          </Group>
          <Text size="sm" data-testid="schedule-row-summary" style={{ overflowWrap: "anywhere" }}>
            {props.summary}
          </Text>
          {schedule.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {schedule.description}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={props.onEdit}
            aria-label={t("scheduleSettings.edit", { name: schedule.name })}
            data-testid="schedule-edit"
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={props.onDelete}
            aria-label={t("scheduleSettings.delete", { name: schedule.name })}
            data-testid="schedule-delete"
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
