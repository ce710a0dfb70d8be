import { useEffect, useState, type ReactNode } from "react";
import type { PublicBookingView, PublicCompany } from "@stund/shared/contracts/bookings/public";
import type { Language } from "@stund/shared/enums";
import { bookingPollMs, fetchBookingView } from "../api/storefront-api";
import { useSite } from "../hooks/site-context";
import { bookingOutcome, isSettled } from "../model/booking-outcome";
import { isUnknownBooking } from "../model/not-found";
import { Spinner } from "../ui/spinner";
import { BookingMessage, BookingSummary, bookingTitleId } from "./booking-summary";
import { CancelBookingModal } from "./cancel-booking-modal";
import { CancellationOffer } from "./cancellation-offer";
import { LoadProblem } from "./load-problem";
import { PaymentWaiting } from "./payment-waiting";
import { StorefrontMessage } from "./storefront-message";
import { StorefrontShell } from "./storefront-shell";

interface BookingRead {
  booking?: PublicBookingView;
  error?: unknown;
}

const tabHidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

/**
 * The booking as the browser reads it. While it still waits for its payment it is asked about
 * again every 2 s, but not while the tab is hidden (and at once when it is shown again); a
 * settled booking, or one that turns out not to exist, is not asked about again. A lost
 * connection while asking keeps what is shown and asks again next time.
 */
function useBooking(tenant: string, id: string, language: Language) {
  const [read, setRead] = useState<BookingRead>({});
  const [attempt, setAttempt] = useState(0);
  const booking = read.booking;
  const waiting = booking !== undefined && !booking.cancelledAt && !isSettled(booking.status);

  useEffect(() => {
    const controller = new AbortController();
    fetchBookingView(tenant, id, language, controller.signal).then(
      (booking) => {
        if (!controller.signal.aborted) setRead({ booking });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setRead({ error });
      },
    );
    return () => controller.abort();
  }, [tenant, id, language, attempt]);

  useEffect(() => {
    if (!waiting) return;
    const controller = new AbortController();
    let asking = false;
    const ask = () => {
      if (asking || tabHidden()) return;
      asking = true;
      fetchBookingView(tenant, id, language, controller.signal)
        .then(
          (booking) => {
            if (!controller.signal.aborted) setRead({ booking });
          },
          (error: unknown) => {
            if (!controller.signal.aborted && isUnknownBooking(error)) setRead({ error });
          },
        )
        .finally(() => {
          asking = false;
        });
    };
    const timer = setInterval(ask, bookingPollMs);
    const onVisibility = () => {
      if (!tabHidden()) ask();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [waiting, tenant, id, language]);

  return {
    ...read,
    retry: () => {
      setRead({});
      setAttempt((n) => n + 1);
    },
    /** The booking as another answer has it (the cancellation's, or a read after a refusal). */
    replace: (booking: PublicBookingView) => setRead({ booking }),
  };
}

function Confirmed({ booking, onCancel }: { booking: PublicBookingView; onCancel: () => void }) {
  const { t } = useSite();
  return (
    <BookingMessage mark="ok" title={t("storefront.booking.confirmed.title")} testId="booking-confirmed">
      <div>
        <p className="sf-small sf-dimmed">{t("storefront.booking.reference")}</p>
        <p className="sf-reference" data-testid="booking-reference">
          {booking.reference}
        </p>
      </div>
      <p>{t("storefront.booking.confirmed.keepReference", { company: booking.company })}</p>
      <BookingSummary booking={booking} />
      <CancellationOffer booking={booking} onCancel={onCancel} />
    </BookingMessage>
  );
}

interface OutcomeProps {
  booking: PublicBookingView;
  bookAgain: ReactNode;
  onCancel: () => void;
}

function Outcome({ booking, bookAgain, onCancel }: OutcomeProps) {
  const { t } = useSite();
  switch (bookingOutcome(booking)) {
    case "awaitingPayment":
    case "confirming":
      return <PaymentWaiting booking={booking} onCancel={onCancel} />;
    case "confirmed":
      return <Confirmed booking={booking} onCancel={onCancel} />;
    case "cancelled":
      return (
        <BookingMessage
          mark="neutral"
          title={t("storefront.booking.cancelled.title")}
          text={t("storefront.booking.cancelled.text")}
          testId="booking-cancelled"
        >
          <BookingSummary booking={booking} />
          {bookAgain}
        </BookingMessage>
      );
    case "refundedLate":
      return (
        <BookingMessage
          mark="warning"
          title={t("storefront.booking.refunded.title")}
          text={t("storefront.booking.refunded.text")}
          testId="booking-refunded"
        >
          {bookAgain}
        </BookingMessage>
      );
    case "expired":
      return (
        <BookingMessage
          mark="neutral"
          title={t("storefront.booking.expired.title")}
          text={t("storefront.booking.expired.text")}
          testId="booking-expired"
        >
          {bookAgain}
        </BookingMessage>
      );
    case "failed":
      return (
        <BookingMessage
          mark="error"
          title={t("storefront.booking.failed.title")}
          text={t("storefront.booking.failed.text")}
          testId="booking-failed"
        >
          {bookAgain}
        </BookingMessage>
      );
    case "declined":
      return (
        <BookingMessage
          mark="error"
          title={t("storefront.booking.declined.title")}
          text={t("storefront.booking.declined.text", { company: booking.company })}
          testId="booking-declined"
        >
          {bookAgain}
        </BookingMessage>
      );
  }
}

function BookingContent({ bookingId }: { bookingId: string }) {
  const { t, link, request } = useSite();
  const { booking, error, retry, replace } = useBooking(request.tenant, bookingId, request.language);
  const [cancelling, setCancelling] = useState(false);
  const [backToPage, setBackToPage] = useState(false);

  // The button that opened the dialog is gone once the booking is cancelled: the focus goes to
  // the page's heading instead of being lost (after the dialog has closed).
  useEffect(() => {
    if (!backToPage) return;
    setBackToPage(false);
    document.getElementById(bookingTitleId)?.focus();
  }, [backToPage]);

  if (!booking) {
    if (isUnknownBooking(error))
      return (
        <StorefrontMessage
          title={t("storefront.booking.notFound.title")}
          text={t("storefront.booking.notFound.text")}
          testId="booking-not-found"
        />
      );
    if (error) return <LoadProblem onRetry={retry} />;
    return (
      <div className="sf-message">
        <Spinner label={t("storefront.loading")} />
      </div>
    );
  }

  const bookAgain = (
    <a className="sf-button sf-button-light" href={link(`/${request.tenant}/storefront`)}>
      {t("storefront.booking.bookAgain")}
    </a>
  );
  return (
    <>
      <Outcome booking={booking} bookAgain={bookAgain} onCancel={() => setCancelling(true)} />
      <CancelBookingModal
        booking={booking}
        opened={cancelling}
        onBooking={replace}
        onClose={(cancelled) => {
          setCancelling(false);
          if (cancelled) setBackToPage(true);
        }}
      />
    </>
  );
}

/**
 * /{tenant}/booking/{id}: where the customer lands after paying, and what became of their
 * booking. The server renders the frame with the company it read; the booking itself is read in
 * the browser, and again while its payment is on its way.
 */
export function BookingPage({ company, bookingId }: { company: PublicCompany; bookingId: string }) {
  return (
    <StorefrontShell companyName={company.name}>
      <BookingContent key={bookingId} bookingId={bookingId} />
    </StorefrontShell>
  );
}
