import { Paper, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import { AssetActions } from "./asset-actions";
import { AssetUsedBy } from "./asset-used-by";
import { LevelBadge } from "./level-badge";

export interface AssetListProps {
  assets: Asset[];
  /** On a project page: whether a pool is the project's own or company-wide. */
  showLevel: boolean;
  onEdit: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
}

/** The pools with their size, from tablet width up. */
export function AssetTable({ assets, showLevel, onEdit, onDelete }: AssetListProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={showLevel ? 720 : 600}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="asset-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("assetSettings.column.name")}</Table.Th>
              <Table.Th ta="right">{t("assetSettings.column.quantity")}</Table.Th>
              <Table.Th ta="right">{t("assetSettings.column.seatsPerUnit")}</Table.Th>
              <Table.Th ta="right">{t("assetSettings.column.totalSeats")}</Table.Th>
              {showLevel && <Table.Th>{t("assetSettings.column.level")}</Table.Th>}
              <Table.Th>{t("assetSettings.column.usedBy")}</Table.Th>
              <Table.Th w={88}>
                <VisuallyHidden>{t("assetSettings.column.actions")}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assets.map((asset) => (
              <Table.Tr key={asset.id} data-testid="asset-row" data-asset-id={asset.id}>
                <Table.Td>
                  <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {asset.name}
                  </Text>
                  {asset.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {asset.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{asset.quantity}</Table.Td>
                <Table.Td ta="right">{asset.seatsPerUnit}</Table.Td>
                <Table.Td ta="right" data-testid="asset-total-seats">
                  {asset.quantity * asset.seatsPerUnit}
                </Table.Td>
                {showLevel && (
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <LevelBadge projectId={asset.projectId} />
                  </Table.Td>
                )}
                <Table.Td>
                  <AssetUsedBy asset={asset} />
                </Table.Td>
                <Table.Td>
                  <AssetActions asset={asset} onEdit={() => onEdit(asset)} onDelete={() => onDelete(asset)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
