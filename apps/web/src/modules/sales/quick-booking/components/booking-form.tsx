import { Button, Divider, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Booking } from "@stund/shared/contracts/bookings/bookings";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { useCreateBooking } from "../api/quick-booking-api";
import { advanceStop } from "../hooks/advance-on-enter";
import { useMoney } from "../../../../lib/formats/use-money";
import { bookingQuestions } from "../model/booking-answers";
import {
  bookingFormErrors,
  bookingProblem,
  bookingRequest,
  initialBookingForm,
  type BookingFormValues,
  type DeskPayment,
} from "../model/booking-form";
import { departureState } from "../model/departures";
import { newIdempotencyKey } from "../model/idempotency-key";
import { refusedBooking, type RefusedBooking } from "../model/server-answer";
import { ticketLines, totalOf } from "../model/tickets";
import { BookingProblemAlert, BookingRefusalAlert } from "./booking-refusal";
import { BookingQuestions } from "./booking-questions";
import { CustomerFields } from "./customer-fields";
import { DepartureSection, type DeparturesView } from "./departure-section";
import { PaymentChoice } from "./payment-choice";
import { TicketQuantities } from "./ticket-quantities";

interface BookingFormProps {
  experience: Experience;
  /** The chosen day's departures of the experience. */
  departures: DeparturesView;
  onBooked: (booking: Booking, departure: StundEvent, payment: DeskPayment) => void;
  /** Put the focus on the departures when the form opens (after "New booking"). */
  focusDeparture: boolean;
}

/**
 * Departure, tickets, customer, questions and payment of one booking. One form instance is one
 * booking attempt: its Idempotency-Key stays the same through retries and the desk mounts a new
 * instance, with a new key, for the next booking.
 */
export function BookingForm({ experience, departures, onBooked, focusDeparture }: BookingFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [departureId, setDepartureId] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [showOptional, setShowOptional] = useState(false);
  const [refusal, setRefusal] = useState<RefusedBooking | null>(null);
  const create = useCreateBooking();
  const form = useValidatedForm<BookingFormValues>({
    initialValues: initialBookingForm(experience),
    validate: (values) => bookingFormErrors(values, experience),
  });

  const now = new Date();
  const departure = departures.departures.find(
    (event) => event.id === departureId && departureState(event, now) === "Open",
  );
  const lines = ticketLines(experience.ticketCategories, form.values.quantities, departure);
  const problem = bookingProblem(departure, lines);
  const questions = bookingQuestions(experience.customFields);

  const showRefusal = (next: RefusedBooking) => {
    setRefusal(next);
    if (next.kind !== "fields") return;
    form.setErrors(next.fieldErrors);
    form.setTouched((touched) => ({
      ...touched,
      ...Object.fromEntries(Object.keys(next.fieldErrors).map((path) => [path, true])),
    }));
    const optionalHasError = questions.some(
      (question) => !question.required && `answers.${question.id}` in next.fieldErrors,
    );
    if (optionalHasError) setShowOptional(true);
  };

  const submit = form.onSubmit(
    (values) => {
      setSubmitted(true);
      if (problem || !departure || create.isPending) return;
      const body = bookingRequest(departure.id, lines, values, experience);
      setRefusal(null);
      create.mutate(
        { body, idempotencyKey },
        {
          onSuccess: (booking) => onBooked(booking, departure, values.paymentMethod),
          onError: (error) => showRefusal(refusedBooking(error, body)),
        },
      );
    },
    () => setSubmitted(true),
  );

  return (
    <form onSubmit={submit} noValidate data-testid="booking-form">
      <Stack gap="md">
        <DepartureSection
          view={departures}
          experienceTag={experience.tag}
          value={departureId}
          onChange={setDepartureId}
          now={now}
          autoFocus={focusDeparture}
          error={submitted && !departure ? t("quickBooking.departure.required") : undefined}
        />
        <TicketQuantities
          form={form}
          categories={experience.ticketCategories}
          departure={departure}
          lines={lines}
          currency={experience.currency}
        />
        <Divider />
        <CustomerFields form={form} />
        <BookingQuestions
          questions={questions}
          form={form}
          showOptional={showOptional}
          onShowOptionalChange={setShowOptional}
        />
        <PaymentChoice form={form} />
        {submitted && problem && problem.key !== "quickBooking.departure.required" && (
          <BookingProblemAlert problem={problem} />
        )}
        {refusal && <BookingRefusalAlert refusal={refusal} />}
        <Button
          type="submit"
          size="md"
          loading={create.isPending}
          fullWidth
          data-testid="submit-booking"
          {...advanceStop}
        >
          {t("quickBooking.submit", { total: money(totalOf(lines), experience.currency) })}
        </Button>
      </Stack>
    </form>
  );
}
