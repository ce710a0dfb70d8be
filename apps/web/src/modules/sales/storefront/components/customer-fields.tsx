import { Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../../components/inputs/phone-field";
import type { CheckoutValues } from "../model/checkout";

/** The customer's name and email (both needed to reach them) and, if they like, a phone number. */
export function CustomerFields({ form }: { form: UseFormReturnType<CheckoutValues> }) {
  const { t } = useTranslation();
  const phone = form.getInputProps("customer.phone");
  return (
    <Stack gap="sm" role="group" aria-labelledby="customer-heading">
      <Text fw={600} id="customer-heading">
        {t("storefront.customer.title")}
      </Text>
      <TextInput
        label={t("storefront.customer.name")}
        required
        autoComplete="name"
        maxLength={200}
        data-testid="customer-name"
        {...form.getInputProps("customer.name")}
      />
      <TextInput
        label={t("storefront.customer.email")}
        description={t("storefront.customer.emailHint")}
        required
        type="email"
        autoComplete="email"
        maxLength={254}
        data-testid="customer-email"
        {...form.getInputProps("customer.email")}
      />
      <PhoneField
        label={t("storefront.customer.phone")}
        maxLength={40}
        data-testid="customer-phone"
        value={form.values.customer.phone}
        onChange={(value) => form.setFieldValue("customer.phone", value)}
        onBlur={phone.onBlur as () => void}
        error={phone.error as React.ReactNode}
      />
    </Stack>
  );
}
