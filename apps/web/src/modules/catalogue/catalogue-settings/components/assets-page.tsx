import { Button, Card, EmptyState, Stack } from "@mantine/core";
import { IconPlus, IconTruck } from "@tabler/icons-react";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import { LoadError } from "../../../../components/load-error";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { useAssetWrites, useAssets } from "../api/assets-api";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { AssetCards } from "./asset-cards";
import { AssetFormModal } from "./asset-form-modal";
import { AssetTable } from "./asset-table";
import { ListLoading } from "../../../../components/lists/list-loading";
import { ListPageHeader } from "../../../../components/lists/list-page-header";
import { useDeleteConfirm } from "./use-delete-confirm";

/**
 * Asset pools (docs/product.md §7.9): super jeeps, kayaks, guides, rooms, each a quantity of units
 * with seats per unit, shared by the experiences that need them. The company page keeps the
 * company-wide pools; a project page shows the project's own pools and the company-wide ones.
 */
export function AssetsPage({ level }: { level: SettingsLevel }) {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const projectId = level === "project" ? (project?.id ?? null) : null;
  const assets = useAssets(level);
  const { remove } = useAssetWrites(level);
  const { confirmDelete, alert } = useDeleteConfirm();
  const [modal, setModal] = useState<{ asset?: Asset } | null>(null);
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const PoolList = phone ? AssetCards : AssetTable;
  const list = assets.data ?? [];
  const waitingForProject = level === "project" && !project;
  const create = () => setModal({});
  const askDelete = (asset: Asset) =>
    confirmDelete({
      name: asset.name,
      title: t("assetSettings.deleteTitle", { name: asset.name }),
      text:
        asset.usedBy.length > 0
          ? t("assetSettings.deleteUsedText", { names: asset.usedBy.map((item) => item.name).join(", ") })
          : t("assetSettings.deleteText"),
      remove: () => remove.mutateAsync(asset.id),
    });
  const createButton = (
    <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid="asset-create">
      {t("assetSettings.create")}
    </Button>
  );
  return (
    <Stack gap="md" data-testid="assets-page">
      <ListPageHeader
        title={t("section.assets")}
        description={t(
          level === "project" ? "assetSettings.descriptionProject" : "assetSettings.description",
        )}
        action={list.length > 0 && createButton}
      />
      {alert}
      {waitingForProject || assets.isLoading ? (
        <ListLoading />
      ) : assets.isError ? (
        <LoadError onRetry={() => void assets.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconTruck size={32} />}
            variant="light"
            title={t("assetSettings.empty.title")}
            description={t("assetSettings.empty.text")}
            data-testid="empty-state"
          >
            <EmptyState.Actions>{createButton}</EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <PoolList
          assets={list}
          showLevel={level === "project"}
          onEdit={(asset) => setModal({ asset })}
          onDelete={askDelete}
        />
      )}
      <AssetFormModal
        level={level}
        projectId={projectId}
        opened={modal !== null}
        asset={modal?.asset}
        onClose={() => setModal(null)}
      />
    </Stack>
  );
}
