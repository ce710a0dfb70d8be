import { Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AssetActions } from "./asset-actions";
import type { AssetListProps } from "./asset-table";
import { AssetUsedBy } from "./asset-used-by";
import { LevelBadge } from "./level-badge";

/** The pools as cards on a phone, where the table's columns do not fit. */
export function AssetCards({ assets, showLevel, onEdit, onDelete }: AssetListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="asset-cards">
      {assets.map((asset) => (
        <Paper withBorder p="md" key={asset.id} data-testid="asset-row" data-asset-id={asset.id}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {asset.name}
                </Text>
                {showLevel && <LevelBadge projectId={asset.projectId} />}
              </Group>
              <Text size="sm" data-testid="asset-total-seats">
                {t("assetSettings.sizeLine", {
                  quantity: asset.quantity,
                  seats: asset.seatsPerUnit,
                  total: asset.quantity * asset.seatsPerUnit,
                })}
              </Text>
              {asset.description && (
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {asset.description}
                </Text>
              )}
              <AssetUsedBy asset={asset} />
            </Stack>
            <AssetActions asset={asset} onEdit={() => onEdit(asset)} onDelete={() => onDelete(asset)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
