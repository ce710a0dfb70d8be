import { Button, Card, EmptyState, Group, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { PaymentMethodCard } from "@stund/shared/contracts/billing";
import { SettingsPageFrame } from "../../../../components/settings/settings-page-frame";
import { usePaymentMethod } from "../api/subscription.queries";
import { useCardCheckout } from "../hooks/use-card-checkout";
import { useCheckoutReturn } from "../hooks/use-checkout-return";
import { CheckoutOutcome } from "./checkout-outcome";

/** Settings → subscription → payment-methods: the card the subscription is charged to. */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const tenant = useParams().tenant!;
  const method = usePaymentMethod(tenant);
  const replace = useCardCheckout(tenant);
  const checkout = useCheckoutReturn(tenant, "card");
  return (
    <SettingsPageFrame
      title={t("section.paymentMethods")}
      description={t("paymentMethods.description")}
      isLoading={method.isPending}
      isError={method.isError}
      onRetry={() => void method.refetch()}
      testId="payment-methods-page"
    >
      <Stack gap="md">
        <CheckoutOutcome
          outcome={checkout.outcome}
          onDismiss={checkout.dismiss}
          doneKey="paymentMethods.saved"
          cancelledKey="paymentMethods.cancelled"
        />
        {method.data ? (
          <SavedCard card={method.data} onReplace={() => replace.mutate()} replacing={replace.isPending} />
        ) : (
          <Card withBorder p="xl">
            <EmptyState
              icon={<IconCreditCard size={32} />}
              variant="light"
              title={t("paymentMethods.empty.title")}
              description={t("paymentMethods.empty.text")}
              data-testid="empty-state"
            >
              <EmptyState.Actions>
                <Button onClick={() => replace.mutate()} loading={replace.isPending} data-testid="add-card">
                  {t("paymentMethods.add")}
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Card>
        )}
      </Stack>
    </SettingsPageFrame>
  );
}

interface SavedCardProps {
  card: PaymentMethodCard;
  onReplace: () => void;
  replacing: boolean;
}

function SavedCard({ card, onReplace, replacing }: SavedCardProps) {
  const { t } = useTranslation();
  const expiry = `${String(card.expMonth).padStart(2, "0")}/${card.expYear}`;
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="payment-method-card">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" variant="light">
            <IconCreditCard size={24} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} data-testid="payment-method-number">
              {t("paymentMethods.cardNumber", { brand: card.brand, last4: card.last4 })}
            </Text>
            <Text size="sm" c="dimmed" data-testid="payment-method-expiry">
              {t("paymentMethods.expires", { date: expiry })}
            </Text>
          </div>
        </Group>
        <Button variant="light" onClick={onReplace} loading={replacing} data-testid="replace-card">
          {t("paymentMethods.replace")}
        </Button>
      </Group>
    </Paper>
  );
}
