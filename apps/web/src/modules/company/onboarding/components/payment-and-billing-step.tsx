import { Alert, Divider, Select, Stack, Title } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { billingInfoSchema } from "@stund/shared/contracts/tenants";
import { paymentBrokers } from "@stund/shared/enums";
import { useContractForm } from "../../../../lib/forms/use-contract-form";
import { cacheTenant, saveBillingInfo, saveTenantSettings } from "../api/onboarding.api";
import { stepPath } from "../onboarding-steps";
import { useOnboardingTenant, useStepDraft } from "../state/onboarding-context";
import {
  BillingInformationFields,
  type BillingFieldValues,
} from "../../../../components/forms/billing-information-fields";
import { StepFrame } from "./step-frame";

const step = "payment-and-billing";
const paymentAndBillingSchema = billingInfoSchema.extend({ paymentBroker: z.enum(paymentBrokers) });
type PaymentAndBillingValues = BillingFieldValues & { paymentBroker: string };

/**
 * Billing information (saved only when valid, PUT /tenants/billinginfo) and the payment broker,
 * which may stay None; brokers are connected later in the payment settings.
 */
export function PaymentAndBillingStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenant = useOnboardingTenant();
  const [draft, keepDraft] = useStepDraft<PaymentAndBillingValues>(step);
  const form = useContractForm<PaymentAndBillingValues>({
    schema: paymentAndBillingSchema,
    initialValues: draft ?? {
      companySsn: tenant.billingInfo.companySsn || tenant.companyInfo.companySsn,
      email: tenant.billingInfo.email || tenant.companyInfo.email,
      countryCode: tenant.billingInfo.countryCode || "IS",
      paymentBroker: tenant.settings.paymentBroker,
    },
    onValuesChange: keepDraft,
  });

  const save = useMutation({
    mutationFn: async (values: PaymentAndBillingValues) => {
      const { paymentBroker, ...billingInfo } = paymentAndBillingSchema.parse(values);
      const toast = `onboarding/${step}`;
      const billed = await saveBillingInfo(tenant.identifier, billingInfo, toast);
      cacheTenant(queryClient, billed);
      const settings = { ...billed.settings, paymentBroker };
      cacheTenant(queryClient, await saveTenantSettings(tenant.identifier, settings, toast));
    },
    onSuccess: () => navigate(stepPath("store-front")),
  });

  return (
    <StepFrame step={step} onSubmit={form.onSubmit((values) => save.mutate(values))} saving={save.isPending}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t("onboarding.payment.billingTitle")}
        </Title>
        <BillingInformationFields form={form} />
        <Divider my="xs" />
        <Title order={2} size="h4">
          {t("onboarding.payment.brokerTitle")}
        </Title>
        <Select
          label={t("onboarding.payment.broker")}
          allowDeselect={false}
          data={paymentBrokers.map((value) => ({
            value,
            label: value === "None" ? t("common.none") : value,
          }))}
          {...form.getInputProps("paymentBroker")}
        />
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t("onboarding.payment.brokerNote")}
        </Alert>
      </Stack>
    </StepFrame>
  );
}
