import { SimpleGrid, Stack, Textarea, TextInput, Title } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTripadvisor,
} from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { tenantSettingsSchema } from "@stund/shared/contracts/tenants";
import type { SocialNetwork } from "@stund/shared/enums";
import { socialNetworks } from "@stund/shared/enums";
import { useContractForm } from "../../../../lib/forms/use-contract-form";
import { cacheTenant, saveTenantSettings } from "../api/onboarding.api";
import { stepPath } from "../onboarding-steps";
import { useOnboardingTenant, useStepDraft } from "../state/onboarding-context";
import { StepFrame } from "./step-frame";

const step = "store-front";
const storeFrontSchema = tenantSettingsSchema.pick({
  publicName: true,
  description: true,
  socialLinks: true,
});
type StoreFrontValues = {
  publicName: string;
  description: string;
  socialLinks: Record<SocialNetwork, string>;
};

const icons: Record<SocialNetwork, ReactNode> = {
  LinkedIn: <IconBrandLinkedin size={18} />,
  Instagram: <IconBrandInstagram size={18} />,
  Facebook: <IconBrandFacebook size={18} />,
  TripAdvisor: <IconBrandTripadvisor size={18} />,
};

/** What customers see of the company: public name, description and social links → PUT /tenants/settings. */
export function StoreFrontStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenant = useOnboardingTenant();
  const [draft, keepDraft] = useStepDraft<StoreFrontValues>(step);
  const form = useContractForm<StoreFrontValues>({
    schema: storeFrontSchema,
    initialValues: draft ?? {
      publicName: tenant.settings.publicName || tenant.name,
      description: tenant.settings.description,
      socialLinks: { ...tenant.settings.socialLinks },
    },
    onValuesChange: keepDraft,
  });

  const save = useMutation({
    mutationFn: async (values: StoreFrontValues) => {
      const settings = { ...tenant.settings, ...storeFrontSchema.parse(values) };
      cacheTenant(queryClient, await saveTenantSettings(tenant.identifier, settings, `onboarding/${step}`));
    },
    onSuccess: () => navigate(stepPath("terms-and-condition")),
  });

  return (
    <StepFrame step={step} onSubmit={form.onSubmit((values) => save.mutate(values))} saving={save.isPending}>
      <Stack gap="md">
        <TextInput label={t("onboarding.storeFront.publicName")} {...form.getInputProps("publicName")} />
        <Textarea
          label={t("onboarding.storeFront.description")}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps("description")}
        />
        <Title order={2} size="h4" mt="xs">
          {t("onboarding.storeFront.socialLinks")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {socialNetworks.map((network) => (
            <TextInput
              key={network}
              label={network}
              type="url"
              leftSection={icons[network]}
              placeholder="https://"
              {...form.getInputProps(`socialLinks.${network}`)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </StepFrame>
  );
}
