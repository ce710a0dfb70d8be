import { ActionIcon, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SalesUnit } from "@stund/shared/contracts/projects";

const channelColour: Record<SalesUnit["channel"], string> = {
  Public: "teal",
  Web: "blue",
  Kiosk: "grape",
  Private: "gray",
  Agent: "orange",
};

export function SalesUnitRow(props: { salesUnit: SalesUnit; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const unit = props.salesUnit;
  return (
    <Paper withBorder p="md" data-testid="sales-unit-row" data-sales-unit-id={unit.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: "anywhere" }} data-testid="sales-unit-row-name">
            {unit.name}
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge color={channelColour[unit.channel]} variant="light" data-testid="sales-unit-row-channel">
              {t(`salesUnits.channel.${unit.channel}`)}
            </Badge>
            {unit.paymentMethods
              .filter((method) => method !== "Unknown")
              .map((method) => (
                <Badge key={method} color="gray" variant="outline">
                  {t(`salesUnits.paymentMethod.${method}`)}
                </Badge>
              ))}
          </Group>
          {unit.receiptText && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {unit.receiptText}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={props.onEdit}
            aria-label={t("salesUnits.edit", { name: unit.name })}
            data-testid="sales-unit-edit"
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={props.onDelete}
            aria-label={t("salesUnits.delete", { name: unit.name })}
            data-testid="sales-unit-delete"
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  );
}
