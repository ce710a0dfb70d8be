import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { EditDeleteActions } from "../../../../components/item-row/edit-delete-actions";
import { ItemRow } from "../../../../components/item-row/item-row";
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
    <ItemRow
      data-testid="schedule-row"
      data-schedule-id={schedule.id}
      actions={
        <EditDeleteActions
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          editLabel={t("scheduleSettings.edit", { name: schedule.name })}
          deleteLabel={t("scheduleSettings.delete", { name: schedule.name })}
          testId="schedule"
        />
      }
    >
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
    </ItemRow>
  );
}
