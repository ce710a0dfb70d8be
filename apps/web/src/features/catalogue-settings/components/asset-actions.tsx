import { ActionIcon, Group } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";

/** Edit and delete buttons of one pool, named for screen readers. */
export function AssetActions(props: { asset: Asset; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={props.onEdit}
        aria-label={t("assetSettings.edit", { name: props.asset.name })}
        data-testid="asset-edit"
      >
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={props.onDelete}
        aria-label={t("assetSettings.delete", { name: props.asset.name })}
        data-testid="asset-delete"
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
