import { Select, SimpleGrid, Stack } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { tenantSettingsSchema } from "@stund/shared/contracts/tenants";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import { currencies, languages, numberFormatPresets } from "@stund/shared/enums";
import { useContractForm } from "../../../../lib/forms/use-contract-form";
import { useLanguage } from "../../../../lib/language/use-language";
import { useCountries } from "../../../../lib/queries/country-queries";
import { cacheTenant, saveTenantSettings } from "../api/onboarding.api";
import { stepPath } from "../onboarding-steps";
import { useOnboardingTenant, useStepDraft } from "../state/onboarding-context";
import { countryDefaults, numberFormatOptions, timeZoneOptions } from "./regional-options";
import { StepFrame } from "./step-frame";

const step = "regional-settings";
const required = z.string().trim().min(1, m.required);
const regionalSchema = z.object({
  country: required.pipe(tenantSettingsSchema.shape.country),
  currency: required.pipe(z.enum(currencies, m.required)),
  timeZone: tenantSettingsSchema.shape.timeZone,
  numberFormat: required.pipe(z.enum(numberFormatPresets, m.required)),
  language: required.pipe(z.enum(languages, m.required)),
});
type RegionalValues = {
  country: string;
  currency: string;
  timeZone: string;
  numberFormat: string;
  language: string;
};

/** Country, currency, time zone, number format and default language → PUT /tenants/settings. */
export function RegionalSettingsStep() {
  const { t } = useTranslation();
  const { language: uiLanguage } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenant = useOnboardingTenant();
  const countries = useCountries(uiLanguage);
  const [draft, keepDraft] = useStepDraft<RegionalValues>(step);
  const { country, currency, timeZone, numberFormat, language } = tenant.settings;
  const form = useContractForm<RegionalValues>({
    schema: regionalSchema,
    initialValues: draft ?? { country, currency, timeZone, numberFormat, language },
    onValuesChange: keepDraft,
  });
  const zones = useMemo(() => timeZoneOptions(form.values.timeZone), [form.values.timeZone]);

  const save = useMutation({
    mutationFn: async (values: RegionalValues) => {
      const settings = { ...tenant.settings, ...regionalSchema.parse(values) };
      cacheTenant(queryClient, await saveTenantSettings(tenant.identifier, settings, `onboarding/${step}`));
    },
    onSuccess: () => navigate(stepPath("payment-and-billing")),
  });

  const countryProps = form.getInputProps("country");
  const onCountryChange = (code: string | null) => {
    countryProps.onChange(code ?? "");
    const defaults = code ? countryDefaults[code] : undefined;
    if (!defaults) return;
    form.setFieldValue("currency", defaults.currency);
    form.setFieldValue("numberFormat", defaults.numberFormat);
    if (defaults.timeZone) form.setFieldValue("timeZone", defaults.timeZone);
  };

  return (
    <StepFrame step={step} onSubmit={form.onSubmit((values) => save.mutate(values))} saving={save.isPending}>
      <Stack gap="md">
        <Select
          label={t("onboarding.regional.country")}
          withAsterisk
          searchable
          allowDeselect={false}
          nothingFoundMessage={t("dropdown.nothingFound")}
          data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
          disabled={countries.isLoading}
          placeholder={countries.isLoading ? t("common.loading") : undefined}
          {...countryProps}
          error={countries.isError ? t("common.loadError") : countryProps.error}
          onChange={onCountryChange}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("onboarding.regional.currency")}
            withAsterisk
            allowDeselect={false}
            data={[...currencies]}
            {...form.getInputProps("currency")}
          />
          <Select
            label={t("onboarding.regional.timeZone")}
            withAsterisk
            searchable
            allowDeselect={false}
            limit={100}
            nothingFoundMessage={t("dropdown.nothingFound")}
            data={zones}
            {...form.getInputProps("timeZone")}
          />
          <Select
            label={t("onboarding.regional.numberFormat")}
            withAsterisk
            allowDeselect={false}
            data={numberFormatOptions()}
            {...form.getInputProps("numberFormat")}
          />
          <Select
            label={t("onboarding.regional.language")}
            withAsterisk
            allowDeselect={false}
            data={languages.map((value) => ({ value, label: t(`language.${value}`) }))}
            {...form.getInputProps("language")}
          />
        </SimpleGrid>
      </Stack>
    </StepFrame>
  );
}
