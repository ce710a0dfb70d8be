import { Alert, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/**
 * What choosing ValitorPay means for refunds: Valitor's payment page has no refund call, so staff give
 * the money back in Valitor's own portal and record it here, and customers cannot cancel with a refund
 * online (docs/decisions/0011-payments.md).
 */
export function ValitorPayNote() {
  const { t } = useTranslation();
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t("paymentSettings.valitorPay.refundsTitle")}
      data-testid="valitorpay-note"
    >
      <Stack gap={4}>
        <Text size="sm">{t("paymentSettings.valitorPay.refunds")}</Text>
        <Text size="sm">{t("paymentSettings.valitorPay.customers")}</Text>
      </Stack>
    </Alert>
  );
}
