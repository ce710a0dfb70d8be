import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCheckoutReturn } from "../hooks/use-checkout-return";
import { CheckoutOutcome } from "./checkout-outcome";
import { PlansScreen } from "./plans-screen";

/** Settings → subscription → buy-subscription: the plans screen, and the return from a checkout. */
export function BuySubscriptionPage() {
  const { t } = useTranslation();
  const tenant = useParams().tenant!;
  const checkout = useCheckoutReturn(tenant);
  return (
    <Stack gap="md" data-testid="buy-subscription-page">
      <div>
        <Title order={3}>{t("section.buySubscription")}</Title>
        <Text c="dimmed" size="sm">
          {t("plans.page.description")}
        </Text>
      </div>
      <CheckoutOutcome
        outcome={checkout.outcome}
        onDismiss={checkout.dismiss}
        doneKey="plans.checkout.done"
        cancelledKey="plans.checkout.cancelled"
      />
      <PlansScreen tenant={tenant} onChanged={checkout.dismiss} />
    </Stack>
  );
}
