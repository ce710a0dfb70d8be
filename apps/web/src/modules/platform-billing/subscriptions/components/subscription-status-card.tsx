import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { subscriptionKey } from "../../../../lib/access/use-subscription";
import { cancelSubscription } from "../api/subscriptions.api";
import { mayCancel, upcomingChange } from "../purchase-rules";
import { SubscriptionStatusChip } from "./subscription-status-chip";
import { UpcomingChanges } from "./upcoming-changes";

interface StatusCardProps {
  tenant: string;
  subscription: CurrentSubscription;
  /** Whether the user may cancel (Owner or Super Admin). */
  mayManage: boolean;
}

/** docs/product.md §12.10 current-subscription card: each status's text and date, the chip and the Cancel rule. */
export function SubscriptionStatusCard({ tenant, subscription, mayManage }: StatusCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelSubscription(tenant),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKey(tenant) }),
  });
  const confirmCancel = () =>
    openConfirmDialog({
      text: t("plans.cancel.confirmText"),
      confirmColor: "red",
      onConfirm: () => cancel.mutateAsync(),
    });
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="subscription-status-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={4}>{t("plans.current.title")}</Title>
          <SubscriptionStatusChip status={subscription.subscriptionStatus} />
        </Group>
        <StatusText subscription={subscription} />
        {mayManage && mayCancel(subscription) && (
          <Group justify="flex-end">
            <Button color="red" variant="outline" onClick={confirmCancel} data-testid="cancel-subscription">
              {t("plans.cancel.button")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function StatusText({ subscription }: { subscription: CurrentSubscription }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const line = (text: string, testId: string) => (
    <Text size="sm" data-testid={testId}>
      {text}
    </Text>
  );
  switch (subscription.subscriptionStatus) {
    case "Trial":
      return (
        <Stack gap={4} data-testid="status-text">
          {line(t("plans.status.trial"), "status-lead")}
          {line(
            t("plans.status.trialEnds", { date: dates.plan(subscription.billingEndDate) }),
            "status-date",
          )}
        </Stack>
      );
    case "Canceled":
      return (
        <Stack gap={4} data-testid="status-text">
          {line(t("plans.status.canceled"), "status-lead")}
          {line(
            t("plans.status.canceledOn", {
              date: dates.plan(subscription.cancellationDate ?? subscription.billingEndDate),
            }),
            "status-date",
          )}
        </Stack>
      );
    case "Expired":
      return (
        <Stack gap={4} data-testid="status-text">
          {line(t("plans.status.expired"), "status-lead")}
          {line(
            t("plans.status.expiredOn", { date: dates.plan(subscription.billingEndDate) }),
            "status-date",
          )}
        </Stack>
      );
    case "Unsubscribed":
      return (
        <Stack gap={4} data-testid="status-text">
          {line(t("plans.status.unsubscribed"), "status-lead")}
          {line(
            t("plans.status.unsubscribedOn", {
              date: dates.plan(subscription.unsubscribeDate ?? subscription.billingStartDate),
            }),
            "status-date",
          )}
          {line(
            t("plans.status.willBeCancelled", { date: dates.plan(subscription.billingEndDate) }),
            "status-end-date",
          )}
        </Stack>
      );
    default:
      return <SubscribedText subscription={subscription} />;
  }
}

/** Active, and the in-between statuses that still run on a paid plan. */
function SubscribedText({ subscription }: { subscription: CurrentSubscription }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const change = upcomingChange(subscription);
  return (
    <Stack gap="sm" data-testid="status-text">
      <div>
        <Text size="sm" data-testid="status-lead">
          {t("plans.status.active")}
        </Text>
        <Text fw={700} size="lg" data-testid="status-plan">
          {subscription.subscriptionType}
        </Text>
        <Text size="sm" c="dimmed" data-testid="status-date">
          {t("plans.status.since", { date: dates.plan(subscription.billingStartDate) })}
        </Text>
      </div>
      {change && <UpcomingChanges change={change} />}
    </Stack>
  );
}
