import { SegmentedControl, Select, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { refundReasons, type RefundReason } from "@stund/shared/bookings/enums";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { MoneyField } from "../../../../components/inputs/money-field";
import { ActionModal } from "../../../../components/modals/action-modal";
import { asCurrency, minorUnitsOfInput, toMajorUnits } from "@stund/shared/money/money";
import { useMoney } from "../../../../lib/formats/use-money";
import { useRefundBooking } from "../api/booking-changes-api";
import { hasCardPayment, refundableOf, refundSuggestion } from "../model/booking-actions";

const noteLimit = 255;

/**
 * Gives back part or all of what the customer paid, with a reason and a note: to the card
 * through the broker when a card payment went through, or in cash. Starts from what is owed back
 * (or all that is left). Mount it when opening.
 */
export function RefundModal({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const moneyOf = useMoney();
  const refund = useRefundBooking(booking.id);
  const currency = asCurrency(booking.currency);
  const left = refundableOf(booking);
  const card = hasCardPayment(booking);
  const [amount, setAmount] = useState<number | string>(() =>
    toMajorUnits(refundSuggestion(booking), currency),
  );
  const [reason, setReason] = useState<RefundReason>("CustomerRequest");
  const [note, setNote] = useState("");
  const [method, setMethod] = useState<"Broker" | "Cash">(card ? "Broker" : "Cash");
  const [touched, setTouched] = useState(false);
  const minor = minorUnitsOfInput(amount, currency);
  const money = (value: number) => moneyOf(value, booking.currency);
  const amountError =
    minor === undefined || minor < 1 || minor > left
      ? t("bookings.refund.amountRange", { min: money(Math.min(1, left)), max: money(left) })
      : undefined;
  const submit = () => {
    setTouched(true);
    if (amountError || minor === undefined) return;
    refund.mutate(
      {
        body: { bookingId: booking.id, amount: minor, reason, note: note.trim(), method },
        successMessage: (answer) =>
          t(
            (answer as { result: string }).result === "Pending"
              ? "bookings.refund.pending"
              : "bookings.refund.success",
            {
              amount: money(minor),
            },
          ),
      },
      { onSuccess: onClose },
    );
  };
  return (
    <ActionModal
      opened
      onClose={onClose}
      title={t("bookings.refund.title", { reference: booking.reference })}
      busy={refund.isPending}
      formId="refund-form"
      confirmLabel={t("bookings.refund.confirm")}
    >
      <form
        id="refund-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm" data-testid="refund-modal">
          <Text size="sm" data-testid="refund-left">
            {t("bookings.refund.left", { amount: money(left) })}
          </Text>
          <MoneyField
            label={t("bookings.refund.amount")}
            value={amount}
            onChange={setAmount}
            min={0}
            rightSection={
              <Text size="xs" c="dimmed">
                {currency}
              </Text>
            }
            rightSectionWidth={44}
            error={touched ? amountError : undefined}
            onBlur={() => setTouched(true)}
            withAsterisk
            data-autofocus
            data-testid="refund-amount"
          />
          <Select
            label={t("bookings.refund.reason")}
            data={refundReasons.map((value) => ({ value, label: t(`bookings.refundReason.${value}`) }))}
            value={reason}
            onChange={(value) => value && setReason(value as RefundReason)}
            allowDeselect={false}
            data-testid="refund-reason"
          />
          <Textarea
            label={t("bookings.refund.note")}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={noteLimit}
            autosize
            minRows={2}
            data-testid="refund-note"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="refund-method-label">
              {t("bookings.refund.method")}
            </Text>
            <SegmentedControl
              aria-labelledby="refund-method-label"
              value={method}
              onChange={(value) => setMethod(value as "Broker" | "Cash")}
              data={[
                { value: "Broker", label: t("bookings.refund.method.Broker"), disabled: !card },
                { value: "Cash", label: t("bookings.refund.method.Cash") },
              ]}
              data-testid="refund-method"
            />
            {!card && (
              <Text size="xs" c="dimmed" data-testid="refund-cash-only">
                {t("bookings.refund.cashOnly")}
              </Text>
            )}
          </Stack>
        </Stack>
      </form>
    </ActionModal>
  );
}
