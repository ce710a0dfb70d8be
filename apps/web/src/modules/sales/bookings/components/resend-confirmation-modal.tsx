import { Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { ActionModal } from "../../../../components/modals/action-modal";
import { useResendConfirmation } from "../api/booking-changes-api";

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends the confirmation again, to the customer's email or another address. Mount it when opening. */
export function ResendConfirmationModal({
  booking,
  onClose,
}: {
  booking: BookingDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const resend = useResendConfirmation(booking.id);
  const [email, setEmail] = useState(booking.customer.email);
  const [touched, setTouched] = useState(false);
  const typed = email.trim();
  const error = !typed
    ? t("bookings.resend.required")
    : !emailShape.test(typed) || typed.length > 254
      ? t("bookings.resend.invalidEmail")
      : undefined;
  const submit = () => {
    setTouched(true);
    if (error) return;
    resend.mutate(
      {
        body: { email: typed },
        successMessage: (answer) => t("bookings.resend.success", { email: (answer as { to: string }).to }),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <ActionModal
      opened
      onClose={onClose}
      title={t("bookings.resend.title")}
      busy={resend.isPending}
      formId="resend-confirmation-form"
      confirmLabel={t("bookings.resend.confirm")}
    >
      <form
        id="resend-confirmation-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm" data-testid="resend-modal">
          <Text size="sm">{t("bookings.resend.text")}</Text>
          <TextInput
            type="email"
            label={t("bookings.resend.email")}
            description={t("bookings.resend.emailHint")}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched ? error : undefined}
            maxLength={254}
            data-autofocus
            data-testid="resend-email"
          />
        </Stack>
      </form>
    </ActionModal>
  );
}
