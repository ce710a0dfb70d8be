import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TierModel } from "@stund/shared/contracts/billing";
import { formatEuro, formatFee } from "../plan-format";
import { PlanFeatureList } from "./plan-feature-list";

/** Enterprise has no self-service purchase (docs/product.md §12.10); its box leads here instead. */
export const enterpriseContactUrl = "mailto:sales@stund.is?subject=Stund%20Enterprise";

interface PlanBoxProps {
  tier: TierModel;
  owned: boolean;
  /** The box's button; the owned box shows "Owned" instead and Enterprise "Contact us". */
  action: ReactNode;
}

/** docs/product.md §12.10 plan box: name, price "per company/month", "Fees: N% per booking", features and the action. */
export function PlanBox({ tier, owned, action }: PlanBoxProps) {
  const { t } = useTranslation();
  const isEnterprise = tier.name === "Enterprise";
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      h="100%"
      data-testid={`plan-box-${tier.name}`}
      data-owned={owned}
      style={
        owned
          ? {
              borderColor: "var(--mantine-primary-color-filled)",
              borderWidth: 2,
              boxShadow: "var(--mantine-shadow-md)",
            }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" gap="xs">
          <Title order={3} size="h4">
            {tier.name}
          </Title>
          {owned && (
            <Badge variant="filled" data-testid="plan-owned">
              {t("plans.owned")}
            </Badge>
          )}
        </Group>
        {!isEnterprise && tier.price !== null && (
          <div>
            <Text fz={28} fw={700} lh={1.2} data-testid="plan-price">
              {formatEuro(tier.price)}
            </Text>
            <Text size="sm" c="dimmed">
              {t("plans.perCompanyMonth")}
            </Text>
            <Text size="sm" mt={6} data-testid="plan-fees">
              {t("plans.fees", { fee: formatFee(tier.fees ?? 0) })}
            </Text>
          </div>
        )}
        <PlanFeatureList features={tier.features} />
        <Stack mt="auto" gap={0}>
          {owned ? null : isEnterprise ? <ContactUs /> : action}
        </Stack>
      </Stack>
    </Paper>
  );
}

export function ContactUs() {
  const { t } = useTranslation();
  return (
    <Button component="a" href={enterpriseContactUrl} variant="light" fullWidth data-testid="plan-contact-us">
      {t("plans.contactUs")}
    </Button>
  );
}
