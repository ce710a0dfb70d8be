import { Button, Container, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LanguageToggle } from "../../../../components/language-toggle";
import { LoadError } from "../../../../components/load-error";
import { useSubscriptionModel } from "../api/subscription.queries";
import { PlanGrid } from "./plan-grid";
import { PlansSkeleton } from "./plans-screen";

/**
 * /embed/subscriptions: the plan boxes without sign-in, for another site to embed. The buttons
 * open sign-up in the top window, since the page usually sits in a frame.
 */
export function EmbedPlansPage() {
  const { t } = useTranslation();
  const model = useSubscriptionModel();
  return (
    <Container size="xl" py="lg" px={{ base: "sm", sm: "md" }} data-testid="embed-plans-page">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2}>{t("section.buySubscription")}</Title>
          <LanguageToggle />
        </Group>
        {model.isPending ? (
          <PlansSkeleton withCard={false} />
        ) : model.isError ? (
          <LoadError onRetry={() => void model.refetch()} />
        ) : (
          <PlanGrid
            tiers={model.data.tiers}
            owned={null}
            actionFor={(tier) => (
              <Button
                component="a"
                href="/signup"
                target="_top"
                fullWidth
                data-testid={`buy-plan-${tier.name}`}
              >
                {t("plans.buy.button")}
              </Button>
            )}
          />
        )}
      </Stack>
    </Container>
  );
}
