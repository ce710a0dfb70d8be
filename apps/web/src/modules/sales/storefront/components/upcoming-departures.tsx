import type { PublicEvent } from "@stund/shared/contracts/bookings/public";
import { useSite } from "../hooks/site-context";
import { useHydrated } from "../hooks/use-hydrated";
import { isBookable } from "../model/departures";

/**
 * The next departures with their seats, as plain text: readable without script and by search
 * engines. With script, choosing one picks it in the booking form.
 */
export function UpcomingDepartures({
  departures,
  zone,
  onChoose,
}: {
  departures: readonly PublicEvent[];
  zone: string;
  onChoose?: (event: PublicEvent) => void;
}) {
  const { t, format } = useSite();
  const hydrated = useHydrated();
  return (
    <section className="sf-stack-sm" aria-labelledby="upcoming-heading" data-testid="upcoming-departures">
      <h2 id="upcoming-heading">{t("storefront.upcoming.title")}</h2>
      <p className="sf-small sf-dimmed">
        {t("storefront.departure.timeZone", { place: format.place(zone) })}
      </p>
      {departures.length === 0 ? (
        <p className="sf-dimmed">{t("storefront.upcoming.none")}</p>
      ) : (
        <ul className="sf-upcoming">
          {departures.map((event) => (
            <li key={event.id} className="sf-departure" data-testid="upcoming-departure">
              <span>
                <time dateTime={event.start}>
                  {format.day(event.start, zone)}, {format.time(event.start, zone)}
                </time>
                <span className="sf-small sf-dimmed">
                  {" · "}
                  {isBookable(event)
                    ? t("storefront.departure.seatsLeft", { count: event.available })
                    : t("storefront.departure.soldOut")}
                </span>
              </span>
              {onChoose && isBookable(event) && (
                <button
                  type="button"
                  className="sf-link-button"
                  disabled={!hydrated}
                  onClick={() => onChoose(event)}
                >
                  {t("storefront.upcoming.book")}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
