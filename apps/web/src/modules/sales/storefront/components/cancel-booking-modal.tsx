import { Button, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PublicBookingView, PublicCancelResult } from "@stund/shared/contracts/bookings/public";
import { useStorefrontFormat } from "../hooks/use-storefront-format";
import { CancelBookingForm } from "./cancel-booking-form";

/** What became of the cancellation: the booking is cancelled; how the refund went and what was kept. */
function CancelDone({ result, onClose }: { result: PublicCancelResult; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  const { booking } = result;
  const money = (minor: number) => format.money(minor, booking.currency);
  const refundText = {
    None: t("storefront.cancel.done.none"),
    Refunded: t("storefront.cancel.done.refunded", { amount: money(result.refund) }),
    Pending: t("storefront.cancel.done.pending", { amount: money(result.refund) }),
    NotMade: t("storefront.cancel.done.notMade", { amount: money(result.refund), company: booking.company }),
  }[result.refundStatus];
  return (
    <Stack gap="md" data-testid="cancel-done">
      <Text role="status" data-testid="cancel-refund-status">
        {refundText}
      </Text>
      {result.fee > 0 && (
        <Text size="sm" c="dimmed" data-testid="cancel-fee-kept">
          {t("storefront.cancel.done.feeKept", { amount: money(result.fee) })}
        </Text>
      )}
      <Button onClick={onClose} data-autofocus data-testid="cancel-close">
        {t("storefront.cancel.close")}
      </Button>
    </Stack>
  );
}

interface CancelBookingModalProps {
  tenant: string;
  booking: PublicBookingView;
  opened: boolean;
  onClose: () => void;
}

/** The customer cancels their booking: the policy's sums, their email address, then the outcome. Full screen on a phone. */
export function CancelBookingModal({ tenant, booking, opened, onClose }: CancelBookingModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  const [result, setResult] = useState<PublicCancelResult | null>(null);
  const close = () => {
    setResult(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      fullScreen={phone}
      title={result ? t("storefront.cancel.done.title") : t("storefront.cancel.title")}
      data-testid="cancel-dialog"
    >
      {opened &&
        (result ? (
          <CancelDone result={result} onClose={close} />
        ) : (
          <CancelBookingForm tenant={tenant} booking={booking} onKeep={close} onCancelled={setResult} />
        ))}
    </Modal>
  );
}
