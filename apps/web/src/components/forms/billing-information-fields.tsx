import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../lib/language/use-language";
import { useCountries } from "../../lib/queries/country-queries";

export type BillingFieldValues = {
  companySsn: string;
  countryCode: string;
  email: string;
};

/**
 * docs/product.md §6.6 billing form: company id number, billing email and billing country. The country is a
 * searchable list of the ISO countries, shown disabled as the spec describes (default IS).
 */
export function BillingInformationFields<Values extends BillingFieldValues>({
  form,
}: {
  form: UseFormReturnType<Values>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const countries = useCountries(language);
  const field = (name: keyof BillingFieldValues) => form.getInputProps(name as never);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t("tenants.billing.companySsn")} withAsterisk {...field("companySsn")} />
        <TextInput
          label={t("tenants.billing.email")}
          type="email"
          autoComplete="email"
          withAsterisk
          {...field("email")}
        />
      </SimpleGrid>
      <Select
        label={t("tenants.billing.country")}
        withAsterisk
        searchable
        disabled
        allowDeselect={false}
        nothingFoundMessage={t("dropdown.nothingFound")}
        data={(countries.data ?? []).map((c) => ({ value: c.code, label: c.name }))}
        data-testid="billing-country"
        {...field("countryCode")}
      />
    </Stack>
  );
}
