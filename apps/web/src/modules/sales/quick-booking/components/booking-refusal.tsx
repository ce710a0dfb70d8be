import { Alert, List } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { translateValidationMessage } from "../../../../lib/forms/validation-message";
import { failureMessage } from "../../../../lib/forms/use-contract-form";
import type { BookingProblem } from "../model/booking-form";
import type { RefusedBooking } from "../model/server-answer";

/** Why the desk did not send the booking: no departure, no tickets, or more seats than are left. */
export function BookingProblemAlert({ problem }: { problem: BookingProblem }) {
  const { t } = useTranslation();
  const count = "available" in problem ? problem.available : undefined;
  return (
    <Alert color="orange" role="alert" data-testid="booking-problem">
      {t(problem.key, { count })}
    </Alert>
  );
}

/** Why the server refused the booking; field messages stand next to their fields, the rest here. */
export function BookingRefusalAlert({ refusal }: { refusal: RefusedBooking }) {
  const { t } = useTranslation();
  if (refusal.kind === "seats")
    return (
      <Alert
        color="orange"
        role="alert"
        title={t("quickBooking.conflict.title")}
        data-testid="booking-refused"
      >
        {refusal.available > 0
          ? t("quickBooking.seatsLeftOnly", { count: refusal.available })
          : t("quickBooking.noSeatsLeft")}
      </Alert>
    );
  if (refusal.kind === "fields")
    return (
      <Alert color="red" role="alert" title={t("quickBooking.error.title")} data-testid="booking-refused">
        {refusal.otherMessages.length > 0 ? (
          <List size="sm">
            {refusal.otherMessages.map((message) => (
              <List.Item key={message}>{translateValidationMessage(message, t)}</List.Item>
            ))}
          </List>
        ) : (
          translateValidationMessage(refusal.title, t)
        )}
      </Alert>
    );
  return (
    <Alert color="red" role="alert" title={t("quickBooking.error.title")} data-testid="booking-refused">
      {failureMessage(refusal.error, t)}
    </Alert>
  );
}
