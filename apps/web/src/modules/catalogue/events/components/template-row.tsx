import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventTemplate } from "@stund/shared/contracts/catalogue/events";
import { EditDeleteActions } from "../../../../components/item-row/edit-delete-actions";
import { ItemRow } from "../../../../components/item-row/item-row";
import { formatDuration } from "../model/duration";
import { useLocalized } from "../model/localized";
import { slotSummaryLabels, summariseSlots } from "../model/slot-summary";

interface TemplateRowProps {
  template: EventTemplate;
  editTo: string;
  canEdit: boolean;
  onDelete: () => void;
}

/** One template: name, experience, duration, capacity and its weekly times. */
export function TemplateRow({ template, editTo, canEdit, onDelete }: TemplateRowProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const slots = summariseSlots(template.slots, slotSummaryLabels(t));
  return (
    <ItemRow
      data-testid="template-row"
      data-template-id={template.id}
      actions={
        canEdit && (
          <EditDeleteActions
            editTo={editTo}
            onDelete={onDelete}
            editLabel={t("events.templates.editNamed", { name: template.name })}
            deleteLabel={t("events.templates.deleteNamed", { name: template.name })}
            testId="template"
          />
        )
      }
    >
      <Text fw={600} style={{ overflowWrap: "anywhere" }}>
        {template.name}
      </Text>
      <Text size="sm" c="dimmed">
        {template.experienceName ? localized(template.experienceName) : t("events.templates.anyExperience")}
      </Text>
      <Group gap={6} wrap="wrap">
        {template.durationMinutes !== null && (
          <Badge variant="light" color="gray">
            {formatDuration(template.durationMinutes, t)}
          </Badge>
        )}
        {template.capacity !== null && (
          <Badge variant="light" color="gray">
            {t("events.templates.capacity", { count: template.capacity })}
          </Badge>
        )}
      </Group>
      {slots && (
        <Text size="sm" data-testid="template-row-slots">
          {slots}
        </Text>
      )}
    </ItemRow>
  );
}
