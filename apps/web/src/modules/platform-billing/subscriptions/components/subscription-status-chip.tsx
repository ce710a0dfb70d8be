import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SubscriptionStatus } from "@stund/shared/enums";
import { statusColor } from "../purchase-rules";

/** docs/product.md §12.3 status chip: Active green; Unsubscribed, Expired, Canceled red; others grey. */
export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  const color = statusColor(status);
  return (
    <Badge color={color} variant="filled" size="lg" data-color={color} data-testid="subscription-status-chip">
      {t(`plans.statusName.${status}`)}
    </Badge>
  );
}
