import { Paper, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { Policy } from "@stund/shared/contracts/tenants";
import type { PolicyType } from "@stund/shared/enums";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { charLimit } from "../../../../lib/forms/form-validation";
import { usePolicy, useSavePolicy } from "../hooks/use-policy";
import { SaveButton } from "../../../../components/settings/save-button";
import { SettingsPageFrame } from "../../../../components/settings/settings-page-frame";

const policyMaxLength = 100_000;

const keyOf: Record<PolicyType, string> = {
  TermsAndConditions: "termsAndConditions",
  RefundPolicy: "refundPolicy",
};

/** Terms and conditions or refund policy: shown to customers at checkout (docs/product.md §6.4). */
export function PolicyEditor({ type }: { type: PolicyType }) {
  const { t } = useTranslation();
  const policy = usePolicy(type);
  const key = keyOf[type];
  return (
    <SettingsPageFrame
      title={t(`settings.${key}.title`)}
      description={t(`settings.${key}.description`)}
      isLoading={policy.isLoading}
      isError={policy.isError}
      onRetry={() => void policy.refetch()}
      testId={`policy-page-${type}`}
    >
      {policy.data && <PolicyForm type={type} policy={policy.data} label={t(`settings.${key}.label`)} />}
    </SettingsPageFrame>
  );
}

function PolicyForm({ type, policy, label }: { type: PolicyType; policy: Policy; label: string }) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  const save = useSavePolicy(type);
  const form = useForm({ initialValues: { content: policy.content } });
  const submit = form.onSubmit((values) => {
    save.mutate(values.content, { onSuccess: () => form.resetDirty(values) });
  });
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <form onSubmit={submit} noValidate data-testid={`policy-form-${type}`}>
        <Stack gap="md">
          <Textarea
            label={label}
            autosize
            minRows={10}
            maxRows={30}
            placeholder={t("settings.policy.placeholder")}
            {...charLimit(form.values.content, t, policyMaxLength)}
            {...form.getInputProps("content")}
            data-testid="policy-content"
          />
          {policy.updatedAt && (
            <Text size="xs" c="dimmed" data-testid="policy-updated-at">
              {t("settings.policy.updatedAt", { date: formatDate.long(policy.updatedAt) })}
            </Text>
          )}
          <SaveButton dirty={form.isDirty()} saving={save.isPending} testId="policy-save" />
        </Stack>
      </form>
    </Paper>
  );
}
