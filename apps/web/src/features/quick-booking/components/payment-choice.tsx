import { Group, Radio } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { advanceStop } from "../hooks/advance-on-enter";
import type { BookingFormValues, DeskPayment } from "../model/booking-form";

/**
 * Cash confirms the booking as paid; Unpaid confirms it to be paid later. Card payments through
 * the broker and payment links are not offered at the desk yet.
 */
export function PaymentChoice({ form }: { form: UseFormReturnType<BookingFormValues> }) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t("quickBooking.payment.title")}
      name="payment"
      value={form.values.paymentMethod}
      onChange={(value) => form.setFieldValue("paymentMethod", value as DeskPayment)}
    >
      <Group gap="lg" mt={6}>
        <Radio
          value="Cash"
          label={t("quickBooking.payment.cash")}
          data-testid="payment-cash"
          {...advanceStop}
        />
        <Radio
          value="Unknown"
          label={t("quickBooking.payment.unpaid")}
          data-testid="payment-unpaid"
          {...advanceStop}
        />
      </Group>
    </Radio.Group>
  );
}
