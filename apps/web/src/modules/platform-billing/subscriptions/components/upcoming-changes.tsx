import { Alert, Text } from "@mantine/core";
import { IconCalendarClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SubscriptionTier } from "@stund/shared/enums";
import { useDateFormat } from "../../../../lib/formats/use-date-format";

/** docs/product.md §12.10: the new tier and when it takes effect; the current plan stays until then. */
export function UpcomingChanges({ change }: { change: { tier: SubscriptionTier; whenToProcess: string } }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  return (
    <Alert
      color="blue"
      variant="light"
      title={t("plans.upcoming.title")}
      icon={<IconCalendarClock size={18} />}
      data-testid="upcoming-changes"
    >
      <Text size="sm">
        {t("plans.upcoming.text", { plan: change.tier, date: dates.planWithTime(change.whenToProcess) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t("plans.upcoming.note")}
      </Text>
    </Alert>
  );
}
