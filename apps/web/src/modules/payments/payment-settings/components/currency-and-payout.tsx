import { Alert, Select, SimpleGrid, Stack, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { payoutTimings, type PayoutTiming } from "@stund/shared/bookings/enums";
import { currencies, type Currency } from "@stund/shared/enums";
import type { LanguageTag } from "../../../../lib/language/language";
import { useLanguage } from "../../../../lib/language/use-language";
import type { PaymentSettingsForm } from "../model/form-type";

/** The currency's name in the user's language, when the browser knows it. */
function currencyName(code: Currency, tag: LanguageTag): string {
  try {
    return new Intl.DisplayNames([tag], { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Currency and payout timing; a changed currency warns that prices are not converted. */
export function CurrencyAndPayout({ form, disabled }: { form: PaymentSettingsForm; disabled: boolean }) {
  const { t } = useTranslation();
  const { tag } = useLanguage();
  return (
    <Stack gap="sm">
      <Title order={4}>{t("paymentSettings.money.title")}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select<Currency>
          label={t("paymentSettings.currency.label")}
          description={t("paymentSettings.currency.help")}
          data={currencies.map((code) => ({
            value: code,
            label: `${code} · ${currencyName(code, tag)}`,
          }))}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps("currency")}
          data-testid="payment-currency"
        />
        <Select<PayoutTiming>
          label={t("paymentSettings.payout.label")}
          description={t("paymentSettings.payout.help")}
          data={payoutTimings.map((timing) => ({
            value: timing,
            label: t(`paymentSettings.payout.${timing}`),
          }))}
          allowDeselect={false}
          disabled={disabled}
          {...form.getInputProps("payoutTiming")}
          data-testid="payment-payout-timing"
        />
      </SimpleGrid>
      {form.isDirty("currency") && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="currency-warning"
        >
          {t("paymentSettings.currency.changed")}
        </Alert>
      )}
    </Stack>
  );
}
