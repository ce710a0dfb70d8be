import { Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PlanFeature } from "@stund/shared/contracts/billing";
import { formatCount } from "../plan-format";

/** A plan's features: each name with its limit (-1 is unlimited) or whether it is available. */
export function PlanFeatureList({ features }: { features: PlanFeature[] }) {
  return (
    <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }} data-testid="plan-features">
      {features.map((feature) => (
        <li key={feature.name} data-testid={`plan-feature-${feature.name}`}>
          <FeatureLine feature={feature} />
        </li>
      ))}
    </Stack>
  );
}

function FeatureLine({ feature }: { feature: PlanFeature }) {
  const { t } = useTranslation();
  const label = t(`plans.feature.${feature.name}`, { defaultValue: feature.name });
  const isCount = feature.limit !== null;
  const available = isCount ? feature.limit !== 0 : Boolean(feature.available);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon size={18} radius="xl" variant="light" color={available ? "green" : "gray"} mt={1}>
        {available ? <IconCheck size={12} /> : <IconX size={12} />}
      </ThemeIcon>
      <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} c={available ? undefined : "dimmed"} data-testid="plan-feature-value">
        {isCount
          ? feature.limit === -1
            ? t("plans.unlimited")
            : formatCount(feature.limit!)
          : available
            ? t("common.yes")
            : t("common.no")}
      </Text>
    </Group>
  );
}
