import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { formatCountdown, useCountdown } from "../hooks/use-countdown";
import { useSite } from "../hooks/site-context";
import { Spinner } from "../ui/spinner";
import { BookingMessage, BookingSummary } from "./booking-summary";
import { CancellationOffer } from "./cancellation-offer";

/**
 * A booking holding its seats until its payment arrives. With somewhere to pay: the time left
 * and the Pay link, and the customer may let the seats go. Without: the payment was made and
 * its notice is on its way.
 */
export function PaymentWaiting({ booking, onCancel }: { booking: PublicBookingView; onCancel: () => void }) {
  const { t, format } = useSite();
  const left = useCountdown(booking.expiresAt);
  if (!booking.paymentUrl)
    return (
      <BookingMessage
        mark="waiting"
        title={t("storefront.booking.confirming.title")}
        text={t("storefront.booking.confirming.text")}
        testId="booking-confirming"
      >
        <Spinner />
        <BookingSummary booking={booking} />
      </BookingMessage>
    );
  return (
    <BookingMessage mark="warning" title={t("storefront.booking.waiting.title")} testId="booking-waiting">
      {left !== null && (
        <p aria-live="off" data-testid="time-left">
          {left > 0
            ? t("storefront.booking.waiting.timeLeft", { time: formatCountdown(left) })
            : t("storefront.booking.waiting.timeUp")}
        </p>
      )}
      <a className="sf-button sf-button-block" href={booking.paymentUrl} data-testid="pay">
        {t("storefront.booking.waiting.pay", { total: format.money(booking.total, booking.currency) })}
      </a>
      <BookingSummary booking={booking} />
      <CancellationOffer booking={booking} onCancel={onCancel} />
    </BookingMessage>
  );
}
