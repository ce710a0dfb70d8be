import { Stack, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { tenantSettingsSchema } from "@stund/shared/contracts/tenants";
import { setRouteContext } from "../../../../lib/http/route-context";
import { failureMessage, useContractForm } from "../../../../lib/forms/use-contract-form";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { activateTenant, cacheTenant, saveTenantSettings } from "../api/onboarding.api";
import { useOnboarding, useOnboardingTenant, useStepDraft } from "../state/onboarding-context";
import { StepFrame } from "./step-frame";

const step = "emails";
const emailsSchema = tenantSettingsSchema.pick({ emailSenderName: true, emailReplyTo: true });
type EmailsValues = { emailSenderName: string; emailReplyTo: string };

/** The sender of the company's emails; finishing activates the tenant and opens its projects. */
export function EmailsStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const tenant = useOnboardingTenant();
  const { finish } = useOnboarding();
  const [draft, keepDraft] = useStepDraft<EmailsValues>(step);
  const { settings } = tenant;
  const form = useContractForm<EmailsValues>({
    schema: emailsSchema,
    initialValues: draft ?? {
      emailSenderName: settings.emailSenderName || settings.publicName || tenant.name,
      emailReplyTo: settings.emailReplyTo || tenant.companyInfo.email || (user.data?.email ?? ""),
    },
    onValuesChange: keepDraft,
  });

  const save = useMutation({
    mutationFn: async (values: EmailsValues) => {
      const next = { ...settings, ...emailsSchema.parse(values) };
      cacheTenant(queryClient, await saveTenantSettings(tenant.identifier, next, `onboarding/${step}`));
      await activateTenant(tenant.identifier);
      finish();
      setRouteContext(tenant.identifier, undefined);
      // The tenant guard reads the cached user; it must already know the tenant is activated.
      await queryClient.invalidateQueries({ queryKey: ["currentUser"], refetchType: "all" });
    },
    onSuccess: () => navigate(`/${tenant.identifier}/projects`, { replace: true }),
  });

  return (
    <StepFrame
      step={step}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
      saving={save.isPending}
      error={save.isError ? failureMessage(save.error, t) : undefined}
      nextLabel={t("onboarding.finish")}
    >
      <Stack gap="md">
        <TextInput
          label={t("onboarding.emails.senderName")}
          description={t("onboarding.emails.senderNameHint")}
          {...form.getInputProps("emailSenderName")}
        />
        <TextInput
          label={t("onboarding.emails.replyTo")}
          description={t("onboarding.emails.replyToHint")}
          type="email"
          autoComplete="email"
          {...form.getInputProps("emailReplyTo")}
        />
      </Stack>
    </StepFrame>
  );
}
