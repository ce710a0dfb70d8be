import { ActionIcon, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { EventTemplate } from "@stund/shared/contracts/catalogue/events";
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
    <Paper withBorder p="md" data-testid="template-row" data-template-id={template.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }}>
            {template.name}
          </Text>
          <Text size="sm" c="dimmed">
            {template.experienceName
              ? localized(template.experienceName)
              : t("events.templates.anyExperience")}
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
        </Stack>
        {canEdit && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              component={Link}
              to={editTo}
              variant="subtle"
              color="gray"
              aria-label={t("events.templates.editNamed", { name: template.name })}
              data-testid="template-edit"
            >
              <IconPencil size={18} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={t("events.templates.deleteNamed", { name: template.name })}
              data-testid="template-delete"
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
