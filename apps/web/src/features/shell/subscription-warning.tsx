import { Alert, Button, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import i18n from "i18next";
import { storedTenant } from "../../api/route-context";

/**
 * Spec §2/§8: FeatureAccessDenied opens the subscription warning with the returned title. The
 * plans screen below it arrives with the subscriptions work; until then it links to the settings.
 */
export function openSubscriptionWarning(title: string): void {
  const tenant = storedTenant();
  modals.open({
    title: i18n.t("subscriptionWarning.title"),
    size: "lg",
    children: (
      <Stack>
        <Alert color="orange" data-testid="subscription-warning">
          {title}
        </Alert>
        <Text size="sm">{i18n.t("subscriptionWarning.text")}</Text>
        {tenant && (
          <Button component="a" href={`/${tenant}/settings/subscription/buy-subscription`}>
            {i18n.t("subscriptionWarning.plans")}
          </Button>
        )}
      </Stack>
    ),
  });
}
