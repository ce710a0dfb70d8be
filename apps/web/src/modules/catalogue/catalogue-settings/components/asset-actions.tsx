import { useTranslation } from "react-i18next";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import { EditDeleteActions } from "../../../../components/item-row/edit-delete-actions";

/** Edit and delete buttons of one pool, named for screen readers. */
export function AssetActions(props: { asset: Asset; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <EditDeleteActions
      onEdit={props.onEdit}
      onDelete={props.onDelete}
      editLabel={t("assetSettings.edit", { name: props.asset.name })}
      deleteLabel={t("assetSettings.delete", { name: props.asset.name })}
      testId="asset"
      justify="flex-end"
    />
  );
}
