import { Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { SettingsPageFrame } from "../../../../components/settings/settings-page-frame";
import { useBillingTenant } from "../api/subscription.queries";
import { BillingInformationForm } from "./billing-information-form";

/** Settings → subscription → billing-information: who the subscription is invoiced to. */
export function BillingInformationPage() {
  const { t } = useTranslation();
  const tenant = useParams().tenant!;
  const company = useBillingTenant(tenant);
  return (
    <SettingsPageFrame
      title={t("section.billingInformation")}
      description={t("billing.description")}
      isLoading={company.isPending}
      isError={company.isError}
      onRetry={() => void company.refetch()}
      testId="billing-information-page"
    >
      {company.data && (
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <BillingInformationForm tenant={tenant} company={company.data} />
        </Paper>
      )}
    </SettingsPageFrame>
  );
}
