import type { ReactNode } from "react";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import { localizedText } from "../../../../lib/language/localized-text";
import { useSite } from "../hooks/site-context";
import { bookingTimeZone } from "../model/booking-outcome";

type Mark = "ok" | "waiting" | "warning" | "error" | "neutral";

const marks: Record<Mark, string> = { ok: "✓", waiting: "…", warning: "!", error: "✕", neutral: "–" };

interface BookingMessageProps {
  /** The page's heading: what became of the booking. */
  title: string;
  text?: string;
  mark: Mark;
  testId: string;
  children?: ReactNode;
}

/** The id of the booking page's heading, which takes the focus back after the cancel dialog. */
export const bookingTitleId = "booking-title";

/** The booking page's one panel: a coloured mark, what became of the booking, and what follows. */
export function BookingMessage({ title, text, mark, testId, children }: BookingMessageProps) {
  return (
    <section className="sf-message sf-panel sf-booking" data-testid={testId}>
      <span className="sf-outcome-mark" data-tone={mark} aria-hidden>
        {marks[mark]}
      </span>
      <h1 id={bookingTitleId} tabIndex={-1}>
        {title}
      </h1>
      {text && <p className="sf-dimmed">{text}</p>}
      {children}
    </section>
  );
}

/**
 * What was booked: the experience, its day and time where the tour happens (named, so a visitor
 * whose phone is in another zone is not misled), the tickets, the total and what was paid.
 */
export function BookingSummary({ booking }: { booking: PublicBookingView }) {
  const { t, format, request } = useSite();
  const zone = bookingTimeZone(booking);
  const money = (minor: number) => format.money(minor, booking.currency);
  return (
    <div className="sf-booking-summary" data-testid="booking-summary">
      <h2 data-testid="booking-experience">{localizedText(booking.experience, request.language)}</h2>
      {booking.start && (
        <p data-testid="booking-when">
          <span className="sf-booking-line">{format.day(booking.start, zone)}</span>
          <span className="sf-booking-line">
            <time dateTime={booking.start}>{format.time(booking.start, zone)}</time>
            {booking.end && (
              <>
                –<time dateTime={booking.end}>{format.time(booking.end, zone)}</time>
              </>
            )}
          </span>
          <span className="sf-booking-line sf-small sf-dimmed" data-testid="booking-zone">
            {format.localTime(zone)}
          </span>
        </p>
      )}
      <table className="sf-summary">
        <tbody>
          {booking.items.map((item, index) => (
            <tr key={index} data-testid="booking-item">
              <td>
                {item.quantity} × {localizedText(item.name, request.language)}
              </td>
              <td>{money(item.quantity * item.unitPrice)}</td>
            </tr>
          ))}
          <tr className="sf-strong" data-testid="booking-total">
            <td>{t("storefront.booking.total")}</td>
            <td>{money(booking.total)}</td>
          </tr>
          {booking.paid > 0 && (
            <tr className="sf-small" data-testid="booking-paid">
              <td className="sf-dimmed">{t("storefront.booking.paid")}</td>
              <td>{money(booking.paid)}</td>
            </tr>
          )}
          {booking.refunded > 0 && (
            <tr className="sf-small" data-testid="booking-refunded">
              <td className="sf-dimmed">{t("storefront.booking.refunded")}</td>
              <td>{money(booking.refunded)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
