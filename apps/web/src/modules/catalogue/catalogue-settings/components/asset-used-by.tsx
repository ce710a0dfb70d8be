import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";

/** The experiences that need a pool, or a quiet note that none do yet. */
export function AssetUsedBy({ asset }: { asset: Asset }) {
  const { t } = useTranslation();
  if (asset.usedBy.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("assetSettings.notUsed")}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {asset.usedBy.map((experience) => (
        <Badge key={experience.id} variant="outline" color="gray" tt="none">
          {experience.name}
        </Badge>
      ))}
    </Group>
  );
}
