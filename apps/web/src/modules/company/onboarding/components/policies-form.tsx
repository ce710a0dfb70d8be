import { Stack, Textarea } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { savePolicyBodySchema } from "@stund/shared/contracts/tenants";
import { useContractForm } from "../../../../lib/forms/use-contract-form";
import { policyKey, savePolicy } from "../api/onboarding.api";
import { stepPath } from "../onboarding-steps";
import { useOnboardingTenant, useStepDraft } from "../state/onboarding-context";
import { StepFrame } from "./step-frame";

const step = "terms-and-condition";
const policiesSchema = z.object({
  termsAndConditions: savePolicyBodySchema.shape.content,
  refundPolicy: savePolicyBodySchema.shape.content,
});
type PoliciesValues = z.infer<typeof policiesSchema>;

/** The terms and conditions and refund policy customers accept at checkout → POST /tenants/settings/policy. */
export function PoliciesForm({ saved }: { saved: PoliciesValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenant = useOnboardingTenant();
  const [draft, keepDraft] = useStepDraft<PoliciesValues>(step);
  const form = useContractForm<PoliciesValues>({
    schema: policiesSchema,
    initialValues: draft ?? saved,
    onValuesChange: keepDraft,
  });

  const save = useMutation({
    mutationFn: async (values: PoliciesValues) => {
      const toast = `onboarding/${step}`;
      await savePolicy(tenant.identifier, "TermsAndConditions", values.termsAndConditions, toast);
      queryClient.setQueryData(policyKey(tenant.identifier, "TermsAndConditions"), values.termsAndConditions);
      await savePolicy(tenant.identifier, "RefundPolicy", values.refundPolicy, toast);
      queryClient.setQueryData(policyKey(tenant.identifier, "RefundPolicy"), values.refundPolicy);
    },
    onSuccess: () => navigate(stepPath("emails")),
  });

  return (
    <StepFrame step={step} onSubmit={form.onSubmit((values) => save.mutate(values))} saving={save.isPending}>
      <Stack gap="md">
        <Textarea
          label={t("onboarding.policies.termsAndConditions")}
          description={t("onboarding.policies.termsHint")}
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps("termsAndConditions")}
        />
        <Textarea
          label={t("onboarding.policies.refundPolicy")}
          description={t("onboarding.policies.refundHint")}
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps("refundPolicy")}
        />
      </Stack>
    </StepFrame>
  );
}
