import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SalesUnit } from "@stund/shared/contracts/projects";
import { EditDeleteActions } from "../../../../components/item-row/edit-delete-actions";
import { ItemRow } from "../../../../components/item-row/item-row";

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
    <ItemRow
      data-testid="sales-unit-row"
      data-sales-unit-id={unit.id}
      actions={
        <EditDeleteActions
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          editLabel={t("salesUnits.edit", { name: unit.name })}
          deleteLabel={t("salesUnits.delete", { name: unit.name })}
          testId="sales-unit"
        />
      }
    >
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
    </ItemRow>
  );
}
