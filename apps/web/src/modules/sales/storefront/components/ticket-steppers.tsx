import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { localizedText } from "../../../../lib/language/localized-text";
import { useSite } from "../hooks/site-context";
import { maxQuantity, seatsOf, totalOf, type TicketLine } from "../model/checkout";
import { messageText } from "../text/site-text";

/** The contract's default maximum: a category left at it has no limit worth showing. */
const defaultMaxPerBooking = 50;

interface TicketSteppersProps {
  experience: PublicExperience;
  quantities: Record<string, number>;
  onChange: (categoryId: string, quantity: number) => void;
  /** Seats left on the chosen departure. */
  available: number | undefined;
  lines: readonly TicketLine[];
  errorOf: (path: string) => string | undefined;
  problem?: string;
}

function QuantityStepper(props: {
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  testId: string;
}) {
  const { name, value, max, onChange, testId } = props;
  const { t } = useSite();
  return (
    <div className="sf-stepper">
      <button
        type="button"
        className="sf-step"
        aria-label={t("storefront.tickets.fewer", { name })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
        data-testid={`${testId}-fewer`}
      >
        −
      </button>
      <span className="sf-count" aria-hidden data-testid={testId}>
        {value}
      </span>
      <span className="sf-visually-hidden" role="status">
        {t("storefront.tickets.count", { name, count: value })}
      </span>
      <button
        type="button"
        className="sf-step"
        aria-label={t("storefront.tickets.more", { name })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        data-testid={`${testId}-more`}
      >
        +
      </button>
    </div>
  );
}

/** A row per ticket category with its price and count, and the running total underneath. */
export function TicketSteppers(props: TicketSteppersProps) {
  const { experience, quantities, onChange, available, lines, errorOf, problem } = props;
  const { t, format, request } = useSite();
  const seats = seatsOf(lines);
  const otherSeats = (categoryId: string) => seats - (quantities[categoryId] ?? 0);
  return (
    <div className="sf-stack-sm" role="group" aria-labelledby="tickets-heading">
      <p className="sf-label" id="tickets-heading">
        {t("storefront.tickets.label")}
      </p>
      {experience.ticketCategories.map((category) => {
        const name = localizedText(category.name, request.language);
        const left = available === undefined ? undefined : Math.max(0, available - otherSeats(category.id));
        const limited = category.minPerBooking > 1 || category.maxPerBooking < defaultMaxPerBooking;
        const error = errorOf(`quantities.${category.id}`);
        return (
          <div key={category.id} data-testid="ticket-row">
            <div className="sf-row">
              <div style={{ minWidth: 0 }}>
                <p className="sf-strong">{name}</p>
                <p className="sf-small sf-dimmed">
                  {format.money(category.price, experience.currency)}
                  {limited &&
                    ` · ${t("storefront.tickets.limits", { min: category.minPerBooking, max: category.maxPerBooking })}`}
                </p>
              </div>
              <QuantityStepper
                name={name}
                value={quantities[category.id] ?? 0}
                onChange={(value) => onChange(category.id, value)}
                max={maxQuantity(category, left)}
                testId={`quantity-${category.id}`}
              />
            </div>
            {error && (
              <p className="sf-error" role="alert">
                {messageText(error, t)}
              </p>
            )}
          </div>
        );
      })}
      <hr className="sf-divider" />
      <div className="sf-row" data-testid="running-total">
        <span className="sf-strong">{t("storefront.tickets.total")}</span>
        <span>
          <span className="sf-small sf-dimmed">{t("storefront.tickets.seats", { count: seats })} </span>
          <span className="sf-strong" style={{ fontSize: "1.15rem" }} data-testid="total">
            {format.money(totalOf(lines), experience.currency)}
          </span>
        </span>
      </div>
      {problem && (
        <p className="sf-error" role="alert" data-testid="tickets-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
