import { Alert, Loader } from "@mantine/core";
import { IconCircleCheck, IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CheckoutOutcome as Outcome } from "../hooks/use-checkout-return";

interface CheckoutOutcomeProps {
  outcome: Outcome | null;
  onDismiss: () => void;
  /** Texts for a payment that went through and for one given up on the hosted page. */
  doneKey: string;
  cancelledKey: string;
}

/** What came of a hosted payment page: syncing, paid, or given up. */
export function CheckoutOutcome({ outcome, onDismiss, doneKey, cancelledKey }: CheckoutOutcomeProps) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if (outcome === "syncing") {
    return (
      <Alert color="blue" variant="light" icon={<Loader size={16} />} data-testid="checkout-syncing">
        {t("plans.checkout.syncing")}
      </Alert>
    );
  }
  const done = outcome === "done";
  return (
    <Alert
      color={done ? "green" : "gray"}
      variant="light"
      icon={done ? <IconCircleCheck size={18} /> : <IconInfoCircle size={18} />}
      title={done ? t("plans.checkout.doneTitle") : undefined}
      withCloseButton
      closeButtonLabel={t("common.close")}
      onClose={onDismiss}
      data-testid={done ? "checkout-done" : "checkout-cancelled"}
    >
      {t(done ? doneKey : cancelledKey)}
    </Alert>
  );
}
