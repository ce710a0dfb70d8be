import { SimpleGrid, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  updateTenantBodySchema,
  type CompanyInfo,
  type Tenant,
  type UpdateTenantBody,
} from "@stund/shared/contracts/tenants";
import { PhoneField } from "../../../../components/inputs/phone-field";
import { TextField } from "../../../../components/inputs/text-field";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { contractValidator } from "../../../../lib/forms/form-validation";
import { useUpdateTenant } from "../hooks/use-tenant";
import { SaveButton } from "../../../../components/settings/save-button";

const fields: { key: keyof CompanyInfo; max: number; type?: string; autoComplete?: string }[] = [
  { key: "address", max: 255, autoComplete: "street-address" },
  { key: "postalCode", max: 20, autoComplete: "postal-code" },
  { key: "city", max: 255, autoComplete: "address-level2" },
  { key: "email", max: 255, type: "email", autoComplete: "email" },
  { key: "phone", max: 30 },
  { key: "companySsn", max: 30 },
  { key: "website", max: 255, type: "url", autoComplete: "url" },
];

/** Name and company information; Save is enabled only while the values differ from the saved ones. */
export function CompanyInformationForm({ tenant }: { tenant: Tenant }) {
  const { t } = useTranslation();
  const update = useUpdateTenant();
  const form = useValidatedForm<UpdateTenantBody>({
    initialValues: { name: tenant.name, companyInfo: { ...tenant.companyInfo } },
    validate: contractValidator<UpdateTenantBody>(updateTenantBodySchema),
  });
  const submit = form.onSubmit((values) => {
    const body = updateTenantBodySchema.parse(values);
    update.mutate(body, {
      onSuccess: () => {
        form.setValues(body);
        form.resetDirty(body);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="company-information-form">
      <Stack gap="md">
        <TextField
          label={t("settings.company.name")}
          required
          {...form.getInputProps("name")}
          value={form.values.name}
          data-testid="company-name"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {fields.map((field) => {
            const common = {
              label: t(`settings.company.${field.key}`),
              maxLength: field.max,
              ...form.getInputProps(`companyInfo.${field.key}`),
              value: form.values.companyInfo[field.key],
              "data-testid": `company-${field.key}`,
            };
            return field.key === "phone" ? (
              <PhoneField key={field.key} {...common} />
            ) : (
              <TextField key={field.key} type={field.type} autoComplete={field.autoComplete} {...common} />
            );
          })}
        </SimpleGrid>
        <SaveButton dirty={form.isDirty()} saving={update.isPending} testId="company-information-save" />
      </Stack>
    </form>
  );
}
