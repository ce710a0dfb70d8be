import { useState } from "react";
import type { PublicBookingView, PublicCancelResult } from "@stund/shared/contracts/bookings/public";
import { useSite } from "../hooks/site-context";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { CancelBookingForm, focusFirst } from "./cancel-booking-form";

const focusClose = focusFirst("button");

/** What became of the cancellation: the booking is cancelled; how the refund went and what was kept. */
function CancelDone({ result, onClose }: { result: PublicCancelResult; onClose: () => void }) {
  const { t, format } = useSite();
  const { booking } = result;
  const money = (minor: number) => format.money(minor, booking.currency);
  const refundText = {
    None: () => t("storefront.cancel.done.none"),
    Refunded: () => t("storefront.cancel.done.refunded", { amount: money(result.refund) }),
    Pending: () => t("storefront.cancel.done.pending", { amount: money(result.refund) }),
    NotMade: () =>
      t("storefront.cancel.done.notMade", { amount: money(result.refund), company: booking.company }),
  }[result.refundStatus]();
  return (
    <div ref={focusClose} className="sf-stack" data-testid="cancel-done">
      <p role="status" data-testid="cancel-refund-status">
        {refundText}
      </p>
      {result.fee > 0 && (
        <p className="sf-small sf-dimmed" data-testid="cancel-fee-kept">
          {t("storefront.cancel.done.feeKept", { amount: money(result.fee) })}
        </p>
      )}
      <Button block onClick={onClose} data-testid="cancel-close">
        {t("storefront.cancel.close")}
      </Button>
    </div>
  );
}

interface CancelBookingModalProps {
  booking: PublicBookingView;
  opened: boolean;
  /** Closed: `cancelled` when the booking was cancelled while it was open. */
  onClose: (cancelled: boolean) => void;
  /** The booking as the server now has it, for the page behind the dialog. */
  onBooking: (booking: PublicBookingView) => void;
}

/** The customer cancels their booking: the policy's sums, their email address, then the outcome. */
export function CancelBookingModal({ booking, opened, onClose, onBooking }: CancelBookingModalProps) {
  const { t } = useSite();
  const [result, setResult] = useState<PublicCancelResult | null>(null);
  const close = () => {
    setResult(null);
    onClose(result !== null);
  };
  return (
    <Dialog
      opened={opened}
      onClose={close}
      title={result ? t("storefront.cancel.done.title") : t("storefront.cancel.title")}
      closeLabel={t("storefront.cancel.close")}
      testId="cancel-dialog"
    >
      {result ? (
        <CancelDone result={result} onClose={close} />
      ) : (
        <CancelBookingForm booking={booking} onKeep={close} onBooking={onBooking} onCancelled={setResult} />
      )}
    </Dialog>
  );
}
