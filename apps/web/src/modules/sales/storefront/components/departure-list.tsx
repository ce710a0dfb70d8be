import type { PublicEvent } from "@stund/shared/contracts/bookings/public";
import { useSite } from "../hooks/site-context";
import { isBookable } from "../model/departures";

interface DepartureListProps {
  day: string;
  zone: string;
  departures: readonly PublicEvent[];
  value: string | undefined;
  onChange: (id: string) => void;
  error?: string;
}

/** The chosen day's departures with their local times and seats left; sold-out ones cannot be chosen. */
export function DepartureList({ day, zone, departures, value, onChange, error }: DepartureListProps) {
  const { t, format } = useSite();
  return (
    <fieldset
      className="sf-stack-sm"
      style={{ border: 0, padding: 0, margin: 0 }}
      aria-describedby="departure-zone"
    >
      <legend className="sf-label">{t("storefront.departure.label", { day: format.date(day) })}</legend>
      <p id="departure-zone" className="sf-small sf-dimmed">
        {t("storefront.departure.timeZone", { place: format.place(zone) })}
      </p>
      {departures.map((event) => {
        const bookable = isBookable(event);
        return (
          <div key={event.id} className="sf-departure" data-testid="departure">
            <label>
              <input
                type="radio"
                name="departure"
                value={event.id}
                checked={value === event.id}
                disabled={!bookable}
                onChange={() => onChange(event.id)}
                data-testid={`departure-${event.id}`}
              />
              <span>
                <span className="sf-strong">
                  {format.time(event.start, zone)}–{format.time(event.end, zone)}
                </span>
                {bookable && (
                  <span className="sf-small sf-dimmed">
                    {" · "}
                    {t("storefront.departure.seatsLeft", { count: event.available })}
                  </span>
                )}
              </span>
            </label>
            {event.delayed && (
              <span className="sf-badge" data-tone="info">
                {t("storefront.departure.delayed")}
              </span>
            )}
            {!bookable && <span className="sf-badge">{t("storefront.departure.soldOut")}</span>}
          </div>
        );
      })}
      {error && (
        <p className="sf-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
