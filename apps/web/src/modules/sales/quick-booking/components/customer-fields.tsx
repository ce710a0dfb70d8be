import { SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { PhoneField } from "../../../../components/inputs/phone-field";
import { TextField } from "../../../../components/inputs/text-field";
import { advanceStop } from "../hooks/advance-on-enter";
import type { BookingFormValues } from "../model/booking-form";
import { textInputProps } from "./text-input-props";

/** Name, email and phone; all optional, so a walk-in can be booked without them. */
export function CustomerFields({ form }: { form: UseFormReturnType<BookingFormValues> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t("quickBooking.customer.title")}{" "}
        <Text span size="xs" c="dimmed">
          {t("quickBooking.customer.optional")}
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextField
          label={t("quickBooking.customer.name")}
          autoComplete="off"
          maxLength={200}
          {...textInputProps(form, "customer.name")}
          data-testid="customer-name"
          {...advanceStop}
        />
        <TextInput
          type="email"
          label={t("quickBooking.customer.email")}
          autoComplete="off"
          maxLength={254}
          {...form.getInputProps("customer.email")}
          data-testid="customer-email"
          {...advanceStop}
        />
        <PhoneField
          label={t("quickBooking.customer.phone")}
          autoComplete="off"
          maxLength={40}
          {...textInputProps(form, "customer.phone")}
          data-testid="customer-phone"
          {...advanceStop}
        />
      </SimpleGrid>
    </Stack>
  );
}
