import { Group, Radio } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { advanceStop } from "../hooks/advance-on-enter";
import type { BookingFormValues, DeskPayment } from "../model/booking-form";

/**
 * Cash confirms the booking as paid; Unpaid confirms it to be paid later. Card and payment link
 * hold the seats while the customer pays on the broker's page, which confirms the booking.
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
          value="Card"
          label={t("quickBooking.payment.card")}
          data-testid="payment-card"
          {...advanceStop}
        />
        <Radio
          value="Link"
          label={t("quickBooking.payment.link")}
          data-testid="payment-link-choice"
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
