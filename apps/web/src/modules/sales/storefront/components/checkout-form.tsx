import { Button, Divider, Paper, Stack, Text } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { PublicCompany, PublicExperience } from "@stund/shared/contracts/bookings/public";
import { translateValidationMessage } from "../../../../lib/forms/validation-message";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { newIdempotencyKey } from "../../quick-booking/model/idempotency-key";
import { leaveForPayment } from "../api/leave-for-payment";
import { useCreatePublicBooking } from "../api/storefront-api";
import { useDeparturePicker } from "../hooks/use-departure-picker";
import { useStorefrontFormat } from "../hooks/use-storefront-format";
import { useStorefrontLanguage } from "../hooks/use-storefront-language";
import { bookingQuestions } from "../model/answers";
import {
  checkoutErrors,
  checkoutMessages,
  checkoutRequest,
  initialCheckout,
  seatsOf,
  ticketLines,
  totalOf,
  type CheckoutValues,
} from "../model/checkout";
import { refusedCheckout, type RefusedCheckout } from "../model/refused-checkout";
import { CheckoutRefusal } from "./checkout-refusal";
import { CustomerFields } from "./customer-fields";
import { DepartureCalendar } from "./departure-calendar";
import { DepartureList } from "./departure-list";
import { QuestionField } from "./question-field";
import { TermsAcceptance } from "./terms-acceptance";
import { TicketSteppers } from "./ticket-steppers";

interface CheckoutFormProps {
  tenant: string;
  experience: PublicExperience;
  company: PublicCompany;
}

/**
 * Day → departure → tickets → details → questions → terms → Book. A booking that has something
 * to pay goes on to the broker's page; a free one is confirmed at once and shows its confirmation.
 * One Idempotency-Key serves the form until a booking is made, so a retry never books twice.
 */
export function CheckoutForm({ tenant, experience, company }: CheckoutFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useStorefrontFormat();
  const { language, link } = useStorefrontLanguage();
  const picker = useDeparturePicker(tenant, experience.id);
  const booking = useCreatePublicBooking(tenant);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [refusal, setRefusal] = useState<RefusedCheckout | null>(null);
  const [tried, setTried] = useState(false);
  const form = useValidatedForm<CheckoutValues>({
    initialValues: initialCheckout(experience),
    validate: (values) => checkoutErrors(values, experience),
  });

  const lines = ticketLines(experience.ticketCategories, form.values.quantities);
  const total = totalOf(lines);
  const departure = picker.selected;
  const departureProblem = tried && !departure ? t(checkoutMessages.chooseDeparture) : undefined;
  const ticketsProblem = tried && lines.length === 0 ? t(checkoutMessages.chooseTicket) : undefined;
  const quantityErrors = Object.fromEntries(
    Object.entries(form.errors).map(([path, error]) => [
      path,
      tried && typeof error === "string" ? translateValidationMessage(error, t) : undefined,
    ]),
  );

  const book = (values: CheckoutValues, eventId: string) => {
    const body = checkoutRequest(eventId, lines, values, experience, language);
    setRefusal(null);
    booking.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (created) => {
          setIdempotencyKey(newIdempotencyKey());
          if (created.paymentUrl) leaveForPayment(created.paymentUrl);
          else navigate(link(`/${tenant}/booking/${created.id}`));
        },
        onError: (error) => {
          const refused = refusedCheckout(error, body);
          setRefusal(refused);
          if (refused.kind === "seats") void picker.query.refetch();
          if (refused.kind === "fields") {
            form.setErrors(refused.fieldErrors);
            form.setTouched((touched) => ({
              ...touched,
              ...Object.fromEntries(Object.keys(refused.fieldErrors).map((path) => [path, true])),
            }));
          }
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const valid = form.validateAndShow();
    if (!valid || !departure || lines.length === 0) return;
    book(form.getValues(), departure.id);
  };

  const questions = bookingQuestions(experience.customFields);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "lg" }}
      component="section"
      aria-labelledby="checkout-heading"
    >
      <form onSubmit={onSubmit} noValidate data-testid="checkout-form">
        <Stack gap="lg">
          <Text fw={700} size="lg" id="checkout-heading">
            {t("storefront.checkout.title")}
          </Text>
          <DepartureCalendar picker={picker} />
          {picker.day && (
            <DepartureList
              day={picker.day}
              departures={picker.departures}
              value={departure?.id}
              onChange={picker.select}
              error={departureProblem}
            />
          )}
          {!picker.day && departureProblem && (
            <Text size="sm" c="red" role="alert">
              {departureProblem}
            </Text>
          )}
          <TicketSteppers
            experience={experience}
            quantities={form.values.quantities}
            onChange={(categoryId, quantity) => form.setFieldValue(`quantities.${categoryId}`, quantity)}
            available={departure?.available}
            lines={lines}
            errors={quantityErrors}
            problem={ticketsProblem}
          />
          <Divider />
          <CustomerFields form={form} />
          {questions.length > 0 && (
            <Stack gap="sm" role="group" aria-labelledby="questions-heading">
              <Text fw={600} id="questions-heading">
                {t("storefront.questions.title")}
              </Text>
              {questions.map((field) => (
                <QuestionField key={field.id} field={field} form={form} />
              ))}
            </Stack>
          )}
          <TermsAcceptance company={company} form={form} />
          {refusal && <CheckoutRefusal refusal={refusal} />}
          <Button type="submit" size="lg" fullWidth loading={booking.isPending} data-testid="book">
            {total > 0
              ? t("storefront.checkout.bookAndPay", { total: format.money(total, experience.currency) })
              : t("storefront.checkout.book")}
          </Button>
          {seatsOf(lines) > 0 && total > 0 && (
            <Text size="xs" c="dimmed" ta="center">
              {t("storefront.checkout.paymentNote")}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
