import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import type { PublicCompany, PublicEvent, PublicExperience } from "@stund/shared/contracts/bookings/public";
import { newIdempotencyKey } from "../../quick-booking/model/idempotency-key";
import { leaveForPayment } from "../api/leave-for-payment";
import { createPublicBooking } from "../api/storefront-api";
import { useCheckoutValues } from "../hooks/use-checkout-values";
import { useDeparturePicker } from "../hooks/use-departure-picker";
import { useSite } from "../hooks/site-context";
import { useHydrated } from "../hooks/use-hydrated";
import { bookingQuestions } from "../model/answers";
import { checkoutMessages, checkoutRequest, seatsOf, ticketLines, totalOf } from "../model/checkout";
import { refusedCheckout, type RefusedCheckout } from "../model/refused-checkout";
import { dayIn } from "../model/zoned-time";
import { Button } from "../ui/button";
import { CheckoutRefusal } from "./checkout-refusal";
import { CustomerFields } from "./customer-fields";
import { DepartureCalendar } from "./departure-calendar";
import { DepartureList } from "./departure-list";
import { QuestionField } from "./question-field";
import { TermsAcceptance } from "./terms-acceptance";
import { TicketSteppers } from "./ticket-steppers";

/**
 * The form's controls, disabled until the page's script runs; a component of its own, so taking
 * the page over re-draws only this element, not the form inside it.
 */
function ScriptedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="sf-fieldset sf-stack" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}

interface CheckoutFormProps {
  company: PublicCompany;
  experience: PublicExperience;
  /** The zone where the tour happens: days and times are its. */
  zone: string;
  /** A departure chosen in the list of next departures. */
  chosen?: PublicEvent;
}

/**
 * Day → departure → tickets → details → questions → terms → Book. A booking that has something
 * to pay goes on to the broker's page; a free one is confirmed at once and shows its confirmation.
 * One Idempotency-Key serves the form until a booking is made, so a retry never books twice.
 */
export function CheckoutForm({ company, experience, zone, chosen }: CheckoutFormProps) {
  const { t, format, request, link } = useSite();
  const picker = useDeparturePicker(experience.id, zone);
  const form = useCheckoutValues(experience);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [refusal, setRefusal] = useState<RefusedCheckout | null>(null);
  const [sending, setSending] = useState(false);
  const { show } = picker;

  useEffect(() => {
    if (chosen) show(chosen, dayIn(chosen.start, zone));
    // Only a new choice in the list moves the picker.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosen]);

  const lines = ticketLines(experience.ticketCategories, form.values.quantities);
  const total = totalOf(lines);
  const departure = picker.selected;
  const departureProblem = form.tried && !departure ? t(checkoutMessages.chooseDeparture) : undefined;
  const ticketsProblem = form.tried && lines.length === 0 ? t(checkoutMessages.chooseTicket) : undefined;

  const book = async (eventId: string) => {
    const body = checkoutRequest(eventId, lines, form.values, experience, request.language);
    setRefusal(null);
    setSending(true);
    try {
      const created = await createPublicBooking(request.tenant, body, request.language, idempotencyKey);
      setIdempotencyKey(newIdempotencyKey());
      if (created.paymentUrl) leaveForPayment(created.paymentUrl);
      else window.location.assign(link(`/${request.tenant}/booking/${created.id}`));
    } catch (error) {
      const refused = refusedCheckout(error, body);
      setRefusal(refused);
      if (refused.kind === "seats") picker.reload();
      if (refused.kind === "fields") form.showServerErrors(refused.fieldErrors);
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = form.tryToBook();
    if (!valid || !departure || lines.length === 0) return;
    void book(departure.id);
  };

  const questions = bookingQuestions(experience.customFields);
  return (
    <section className="sf-panel" aria-labelledby="checkout-heading">
      <noscript>
        <h2>{t("storefront.checkout.title")}</h2>
        <p>{t("storefront.checkout.needsScript")}</p>
      </noscript>
      <form onSubmit={onSubmit} noValidate data-testid="checkout-form" className="sf-needs-script">
        <ScriptedFieldset>
          <h2 id="checkout-heading">{t("storefront.checkout.title")}</h2>
          <DepartureCalendar picker={picker} />
          {picker.day && (
            <DepartureList
              day={picker.day}
              zone={zone}
              departures={picker.departures}
              value={departure?.id}
              onChange={picker.select}
              error={departureProblem}
            />
          )}
          {!picker.day && departureProblem && (
            <p className="sf-error" role="alert">
              {departureProblem}
            </p>
          )}
          <TicketSteppers
            experience={experience}
            quantities={form.values.quantities}
            onChange={form.setQuantity}
            available={departure?.available}
            lines={lines}
            errorOf={form.errorOf}
            problem={ticketsProblem}
          />
          <hr className="sf-divider" />
          <CustomerFields form={form} />
          {questions.length > 0 && (
            <div className="sf-stack-sm" role="group" aria-labelledby="questions-heading">
              <p className="sf-label" id="questions-heading">
                {t("storefront.questions.title")}
              </p>
              {questions.map((field) => (
                <QuestionField key={field.id} field={field} form={form} />
              ))}
            </div>
          )}
          <TermsAcceptance company={company} form={form} />
          {refusal && <CheckoutRefusal refusal={refusal} />}
          <Button type="submit" block loading={sending} data-testid="book">
            {total > 0
              ? t("storefront.checkout.bookAndPay", { total: format.money(total, experience.currency) })
              : t("storefront.checkout.book")}
          </Button>
          {seatsOf(lines) > 0 && total > 0 && (
            <p className="sf-small sf-dimmed" style={{ textAlign: "center" }}>
              {t("storefront.checkout.paymentNote")}
            </p>
          )}
        </ScriptedFieldset>
      </form>
    </section>
  );
}
