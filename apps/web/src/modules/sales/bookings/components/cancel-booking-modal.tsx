import { Divider, Radio, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CancelRefundMethod, CancellationQuote } from "@stund/shared/contracts/bookings/booking-changes";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { LoadError } from "../../../../components/load-error";
import { ActionModal } from "../../../../components/modals/action-modal";
import { toastError } from "../../../../components/toasts/toast-store";
import { useMoney } from "../../../../lib/formats/use-money";
import { newIdempotencyKey } from "../../quick-booking/model/idempotency-key";
import { useCancelBooking, useCancellationQuote } from "../api/booking-changes-api";
import { changeMessage } from "../model/change-messages";
import { Fact } from "./detail-section";

const methods: CancelRefundMethod[] = ["Broker", "Cash", "None"];

/** The refund way offered first: back to the card when one was used, else cash. */
const firstMethod = (quote: CancellationQuote): CancelRefundMethod =>
  quote.refund === 0 ? "None" : quote.brokerRefundPossible ? "Broker" : "Cash";

function QuoteFacts({ quote }: { quote: CancellationQuote }) {
  const { t } = useTranslation();
  const moneyOf = useMoney();
  const money = (minor: number) => moneyOf(minor, quote.currency);
  return (
    <Stack gap={6}>
      <Text size="sm" data-testid="cancel-policy">
        {t("bookings.cancel.policy", {
          hours: quote.policy.freeUntilHours,
          percent: quote.policy.feePercent,
        })}{" "}
        {t(quote.free ? "bookings.cancel.free" : "bookings.cancel.late")}
      </Text>
      <Text size="sm">{t("bookings.cancel.seats")}</Text>
      <Divider />
      <Fact label={t("bookings.cancel.kept")} testId="cancel-kept">
        {money(quote.kept)}
      </Fact>
      <Fact label={t("bookings.cancel.fee")} testId="cancel-fee">
        {money(quote.fee)}
      </Fact>
      <Fact label={t("bookings.cancel.refund")} strong testId="cancel-refund">
        {money(quote.refund)}
      </Fact>
    </Stack>
  );
}

/**
 * Cancels the booking under its experience's policy: what it costs and gives back now, and how the
 * refund goes (to the card only when one was paid with). Mount it when opening.
 */
export function CancelBookingModal({ booking, onClose }: { booking: BookingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const moneyOf = useMoney();
  const quote = useCancellationQuote(booking.id);
  const cancel = useCancelBooking(booking.id);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [picked, setPicked] = useState<CancelRefundMethod | null>(null);
  const data = quote.data;
  const method = data ? (data.refund === 0 ? "None" : (picked ?? firstMethod(data))) : null;
  const submit = () => {
    if (!method) return;
    cancel.mutate(
      {
        body: { refundMethod: method },
        idempotencyKey,
        successMessage: (answer) => {
          const result = answer as { refundResult: { amount: number } | null };
          return result.refundResult
            ? t("bookings.cancel.refunded", { amount: moneyOf(result.refundResult.amount, booking.currency) })
            : t("bookings.cancel.success");
        },
      },
      {
        onSuccess: (result) => {
          if (result.refundError)
            toastError(
              "booking-cancel",
              t("bookings.cancel.refundFailed", { reason: changeMessage(result.refundError, t) }),
            );
          onClose();
        },
      },
    );
  };
  return (
    <ActionModal
      opened
      onClose={onClose}
      title={t("bookings.cancel.title", { reference: booking.reference })}
      busy={cancel.isPending}
      loading={quote.isLoading}
      withActions={!quote.isError}
      onConfirm={submit}
      confirmLabel={t("bookings.cancel.confirm")}
      cancelLabel={t("bookings.cancel.keep")}
      confirmColor="red"
      confirmDisabled={!data?.cancellable}
    >
      {quote.isError ? (
        <LoadError onRetry={() => void quote.refetch()} />
      ) : !data ? null : !data.cancellable ? (
        <Text size="sm" data-testid="cancel-not-possible">
          {t("bookings.cancel.notCancellable")}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="cancel-booking-modal">
          <QuoteFacts quote={data} />
          {data.refund > 0 && (
            <Radio.Group
              label={t("bookings.cancel.method")}
              value={method}
              onChange={(value) => setPicked(value as CancelRefundMethod)}
              name="cancel-refund-method"
            >
              <Stack gap={6} mt={4}>
                {methods.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={t(`bookings.cancel.method.${value}`)}
                    disabled={value === "Broker" && !data.brokerRefundPossible}
                    data-testid={`cancel-method-${value}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Stack>
      )}
    </ActionModal>
  );
}
