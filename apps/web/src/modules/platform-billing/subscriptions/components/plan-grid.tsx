import { Paper, SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TierModel } from "@stund/shared/contracts/billing";
import type { SubscriptionTier } from "@stund/shared/enums";
import { hasPlanBox } from "../purchase-rules";
import { PlanBox } from "./plan-box";

interface PlanGridProps {
  tiers: TierModel[];
  owned: SubscriptionTier | null;
  actionFor: (tier: TierModel) => ReactNode;
}

/** One box per tier of the model, as many side by side as the space holds (page, modal or embed). */
export function PlanGrid({ tiers, owned, actionFor }: PlanGridProps) {
  const { t } = useTranslation();
  const shown = tiers.filter((tier) => hasPlanBox(tier.name));
  if (shown.length === 0) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Text c="dimmed" ta="center" data-testid="empty-state">
          {t("plans.empty")}
        </Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, "520px": 2, "920px": 4 }}
      spacing="md"
      data-testid="plan-grid"
    >
      {shown.map((tier) => (
        <PlanBox key={tier.name} tier={tier} owned={tier.name === owned} action={actionFor(tier)} />
      ))}
    </SimpleGrid>
  );
}
