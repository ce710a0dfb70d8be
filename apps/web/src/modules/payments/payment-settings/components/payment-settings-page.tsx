import { useTranslation } from "react-i18next";
import { isAdmin } from "@stund/shared/access/rules";
import { subjectOf } from "../../../../lib/access/use-access";
import { SettingsPageFrame } from "../../../../components/settings/settings-page-frame";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { useBrokerDescriptions, usePaymentSettings } from "../hooks/use-payment-settings";
import { PaymentSettingsForm } from "./payment-settings-form";

/** Settings → Payment and billing → Payment settings (docs/product.md §11.1). */
export function PaymentSettingsPage() {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  const brokers = useBrokerDescriptions();
  const user = useCurrentUser();
  const admin = Boolean(user.data && isAdmin(subjectOf(user.data)));
  return (
    <SettingsPageFrame
      title={t("paymentSettings.title")}
      description={t("paymentSettings.description")}
      isLoading={settings.isLoading || brokers.isLoading || user.isLoading}
      isError={settings.isError || brokers.isError}
      onRetry={() => {
        if (settings.isError) void settings.refetch();
        if (brokers.isError) void brokers.refetch();
      }}
      testId="payment-settings-page"
    >
      {settings.data && brokers.data && (
        <PaymentSettingsForm
          key={settings.data.updatedAt ?? "never-saved"}
          settings={settings.data}
          brokers={brokers.data}
          readOnly={!admin}
        />
      )}
    </SettingsPageFrame>
  );
}
