import { Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18n from "i18next";
import { getRouteContext, storedTenant } from "../../lib/http/route-context";
import { SeverityAlert } from "../../components/alerts/severity-alert";
import { PageLoader } from "../../components/page-loader";
import { lazyPage } from "../routes/lazy-page";

// The plans are the subscription screens' code: it loads when the warning first opens.
const PlansScreen = lazyPage(
  () =>
    import("../../modules/platform-billing/subscriptions/components/plans-screen").then((m) => m.PlansScreen),
  <PageLoader h={240} />,
);

const modalId = "subscription-warning";

/**
 * docs/product.md §5.4 and §12.10: FeatureAccessDenied opens the subscription warning: the returned title as the
 * warning, then the plans screen without the current-plan card. It opens from the API client,
 * outside the router, so the tenant comes from the route context the shell keeps.
 */
export function openSubscriptionWarning(title: string): void {
  const tenant = getRouteContext().tenant ?? storedTenant();
  modals.close(modalId);
  modals.open({
    modalId,
    title: i18n.t("subscriptionWarning.title"),
    size: 1100,
    children: (
      <Stack gap="md" data-testid="subscription-warning-modal">
        <SeverityAlert severity="warning" iconSize={18} title={title} data-testid="subscription-warning">
          <Text size="sm">{i18n.t("subscriptionWarning.text")}</Text>
        </SeverityAlert>
        {tenant && <PlansScreen tenant={tenant} hideCurrentPlan onChanged={() => modals.close(modalId)} />}
      </Stack>
    ),
  });
}
