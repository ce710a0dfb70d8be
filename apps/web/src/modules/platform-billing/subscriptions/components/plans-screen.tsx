import { Button, Paper, SimpleGrid, Skeleton, Stack, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TierModel } from "@stund/shared/contracts/billing";
import { LoadError } from "../../../../components/load-error";
import {
  useBillingTenant,
  useMayManageSubscription,
  useSubscriptionModel,
  useTenantSubscription,
} from "../api/subscription.queries";
import { usePurchase } from "../hooks/use-purchase";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { ownedTier } from "../purchase-rules";
import { BillingFormModal } from "./billing-form-modal";
import { PlanGrid } from "./plan-grid";
import { SubscriptionStatusCard } from "./subscription-status-card";

export interface PlansScreenProps {
  tenant: string;
  /** Leaves out the current-subscription card (the subscription warning). */
  hideCurrentPlan?: boolean;
  /** After an upgrade or downgrade was saved. */
  onChanged?: () => void;
}

/**
 * docs/product.md §12.10 subscription plans screen: the current-subscription card (unless hidden) and one box
 * per tier with the buy flow. Needs no router, so the subscription warning can show it too.
 */
export function PlansScreen({ tenant, hideCurrentPlan = false, onChanged }: PlansScreenProps) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const model = useSubscriptionModel();
  const subscription = useTenantSubscription(tenant);
  const company = useBillingTenant(tenant);
  const mayManage = useMayManageSubscription(tenant);
  const current = subscription.data ?? null;
  const purchase = usePurchase({ tenant, subscription: current, company: company.data, onChanged });

  if (model.isPending || subscription.isPending) return <PlansSkeleton withCard={!hideCurrentPlan} />;
  if (model.isError || subscription.isError) {
    return (
      <LoadError
        onRetry={() => {
          if (model.isError) void model.refetch();
          if (subscription.isError) void subscription.refetch();
        }}
      />
    );
  }

  const busy = purchase.preparing !== null;
  // An unsubscribed plan runs out at its billing end; a new plan can be bought from then on.
  const endingOn = current?.subscriptionStatus === "Unsubscribed" ? current.billingEndDate : null;
  const buyButton = (tier: TierModel) => {
    const button = (
      <Button
        fullWidth
        onClick={() => void purchase.buy(tier)}
        loading={purchase.preparing === tier.name}
        disabled={
          !mayManage || endingOn !== null || company.isPending || (busy && purchase.preparing !== tier.name)
        }
        data-testid={`buy-plan-${tier.name}`}
      >
        {t("plans.buy.button")}
      </Button>
    );
    if (mayManage && !endingOn) return button;
    const reason = mayManage
      ? t("plans.buy.afterEnd", { date: dates.plan(endingOn!) })
      : t("plans.buy.ownerOnly");
    return (
      <Tooltip label={reason} withArrow multiline w={240}>
        <div>{button}</div>
      </Tooltip>
    );
  };

  return (
    <Stack gap="lg" data-testid="plans-screen">
      {!hideCurrentPlan && current && (
        <SubscriptionStatusCard tenant={tenant} subscription={current} mayManage={mayManage} />
      )}
      <PlanGrid tiers={model.data.tiers} owned={ownedTier(current)} actionFor={buyButton} />
      {purchase.billingRequest && (
        <BillingFormModal
          tenant={tenant}
          company={company.data}
          request={purchase.billingRequest}
          onClose={purchase.closeBilling}
          onContinue={purchase.perform}
        />
      )}
    </Stack>
  );
}

export function PlansSkeleton({ withCard }: { withCard: boolean }) {
  return (
    <Stack gap="lg" data-testid="page-loading">
      {withCard && <Skeleton h={120} radius="md" />}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {[0, 1, 2, 3].map((n) => (
          <Paper withBorder p="lg" radius="md" key={n}>
            <Skeleton h={22} w="50%" mb="md" />
            <Skeleton h={30} w="70%" mb="md" />
            <Skeleton h={14} mb={8} />
            <Skeleton h={14} mb={8} />
            <Skeleton h={14} w="80%" />
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
