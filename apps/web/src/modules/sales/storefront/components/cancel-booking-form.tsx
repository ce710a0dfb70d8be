import { Alert, Button, Divider, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { PublicBookingView, PublicCancelResult } from "@stund/shared/contracts/bookings/public";
import { newIdempotencyKey } from "../../quick-booking/model/idempotency-key";
import { useCancelBooking } from "../api/storefront-api";
import { useStorefrontFormat } from "../hooks/use-storefront-format";
import { refusedCancel, type RefusedCancel } from "../model/refused-cancel";
import { CancellationTerms } from "./cancellation-offer";

/** What cancelling now keeps and gives back; a hold with nothing paid only frees its seats. */
function CancelQuote({ booking }: { booking: PublicBookingView }) {
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  const { fee, refund } = booking.cancellation;
  if (booking.paid === 0 && fee === 0 && refund === 0)
    return <Text data-testid="cancel-hold-only">{t("storefront.cancel.holdOnly")}</Text>;
  const money = (minor: number) => format.money(minor, booking.currency);
  return (
    <Paper withBorder radius="md" p="sm" data-testid="cancel-quote">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" data-testid="cancel-fee">
          <Text size="sm">{t("storefront.cancel.fee", { company: booking.company })}</Text>
          <Text size="sm">{money(fee)}</Text>
        </Group>
        <Divider />
        <Group justify="space-between" wrap="nowrap" data-testid="cancel-refund">
          <Text fw={700}>{t("storefront.cancel.refund")}</Text>
          <Text fw={700}>{money(refund)}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

interface CancelBookingFormProps {
  tenant: string;
  booking: PublicBookingView;
  onKeep: () => void;
  onCancelled: (result: PublicCancelResult) => void;
}

/**
 * The policy's fee and refund, and the email address the booking was made with, which guards
 * the link. One Idempotency-Key serves the dialog, so a retried request never cancels twice.
 */
export function CancelBookingForm({ tenant, booking, onKeep, onCancelled }: CancelBookingFormProps) {
  const { t } = useTranslation();
  const cancel = useCancelBooking(tenant, booking.id);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState(false);
  const [refusal, setRefusal] = useState<Extract<RefusedCancel, { kind: "other" }> | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = email.trim();
    setRefusal(null);
    if (!typed) {
      setEmailError(true);
      return;
    }
    cancel.mutate(
      { email: typed, idempotencyKey },
      {
        onSuccess: onCancelled,
        onError: (error) => {
          const refused = refusedCancel(error);
          if (refused.kind === "email") setEmailError(true);
          else setRefusal(refused);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="cancel-form">
      <Stack gap="md">
        <CancellationTerms booking={booking} />
        <CancelQuote booking={booking} />
        <TextInput
          type="email"
          label={t("storefront.cancel.email")}
          description={t("storefront.cancel.emailHint")}
          autoComplete="email"
          required
          data-autofocus
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setEmailError(false);
          }}
          error={emailError ? t("storefront.cancel.emailRequired") : undefined}
          data-testid="cancel-email"
        />
        {refusal && (
          <Alert
            color="red"
            role="alert"
            title={t("storefront.cancel.notCancelled")}
            data-testid="cancel-refusal"
          >
            {t(`storefront.cancel.reason.${refusal.reason}`, { company: booking.company })}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} disabled={cancel.isPending} data-testid="cancel-keep">
            {t("storefront.cancel.keep")}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending} data-testid="cancel-confirm">
            {t("storefront.cancel.confirm")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
