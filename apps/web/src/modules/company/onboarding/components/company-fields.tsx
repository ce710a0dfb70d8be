import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { normaliseIdentifier } from "@stund/shared/identifier";
import type { CompanyFormValues } from "./company-form-values";

/**
 * The company's name, web address and contact details. The address follows the name while the
 * user has not written one of their own, and is shown normalised as it is typed (docs/product.md §6.2).
 */
export function CompanyFields({
  form,
  identifierLocked,
}: {
  form: UseFormReturnType<CompanyFormValues>;
  identifierLocked: boolean;
}) {
  const { t } = useTranslation();
  const nameProps = form.getInputProps("name");
  const identifier = form.values.identifier;

  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    const previous = form.getValues();
    if (!identifierLocked && previous.identifier === normaliseIdentifier(previous.name)) {
      form.setFieldValue("identifier", normaliseIdentifier(event.currentTarget.value));
    }
    nameProps.onChange(event);
  };

  return (
    <Stack gap="md">
      <TextInput label={t("onboarding.company.name")} withAsterisk {...nameProps} onChange={onNameChange} />
      <TextInput
        label={t("onboarding.company.identifier")}
        description={t("onboarding.company.identifierHint", {
          address: `${window.location.host}/${identifier || "…"}`,
        })}
        withAsterisk
        disabled={identifierLocked}
        data-testid="identifier-input"
        {...form.getInputProps("identifier")}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          form.setFieldValue("identifier", normaliseIdentifier(event.currentTarget.value))
        }
      />
      <TextInput
        label={t("onboarding.company.address")}
        autoComplete="street-address"
        {...form.getInputProps("companyInfo.address")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t("onboarding.company.postalCode")}
          autoComplete="postal-code"
          {...form.getInputProps("companyInfo.postalCode")}
        />
        <TextInput
          label={t("onboarding.company.city")}
          autoComplete="address-level2"
          {...form.getInputProps("companyInfo.city")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={t("onboarding.company.email")}
          type="email"
          autoComplete="email"
          {...form.getInputProps("companyInfo.email")}
        />
        <TextInput
          label={t("onboarding.company.phone")}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps("companyInfo.phone")}
        />
      </SimpleGrid>
      <TextInput
        label={t("onboarding.company.companySsn")}
        {...form.getInputProps("companyInfo.companySsn")}
      />
    </Stack>
  );
}
