import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { useSite } from "../hooks/site-context";
import { bookingTimeZone } from "../model/booking-outcome";
import { Button } from "../ui/button";

/**
 * The policy as it applies now: free until a moment (shown where the tour happens, with the
 * zone named), a fee already due, or always free.
 */
export function CancellationTerms({ booking }: { booking: PublicBookingView }) {
  const { t, format } = useSite();
  const zone = bookingTimeZone(booking);
  const { feePercent, free, freeUntil } = booking.cancellation;
  const text =
    feePercent === 0
      ? t("storefront.cancellation.alwaysFree")
      : free && freeUntil
        ? t("storefront.cancel.freeUntil", {
            time: `${format.day(freeUntil, zone)} ${format.time(freeUntil, zone)} (${format.localTime(zone)})`,
          })
        : t("storefront.cancel.feeNow", { percent: feePercent });
  return (
    <p className="sf-small sf-dimmed" data-testid="cancellation-terms">
      {text}
    </p>
  );
}

/**
 * Under a booking that stands: the Cancel button and the policy when the customer may cancel
 * online; whom to ask when the company must cancel it; that it is too late once it has started.
 */
export function CancellationOffer({
  booking,
  onCancel,
}: {
  booking: PublicBookingView;
  onCancel: () => void;
}) {
  const { t } = useSite();
  const { allowed, refusal } = booking.cancellation;
  if (!allowed) {
    if (refusal === "ContactCompany")
      return (
        <p className="sf-small sf-dimmed" data-testid="cancel-contact">
          {t("storefront.cancel.contact", { company: booking.company })}
        </p>
      );
    if (refusal === "Started")
      return (
        <p className="sf-small sf-dimmed" data-testid="cancel-too-late">
          {t("storefront.cancel.tooLate")}
        </p>
      );
    return null;
  }
  return (
    <div className="sf-stack-sm sf-booking-offer" data-testid="cancellation-offer">
      <CancellationTerms booking={booking} />
      <Button tone="light" block onClick={onCancel} aria-haspopup="dialog" data-testid="cancel-booking">
        {t("storefront.cancel.open")}
      </Button>
    </div>
  );
}
