import { Alert, List } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { translateValidationMessage } from "../../../../lib/forms/validation-message";
import type { RefusedCheckout } from "../model/refused-checkout";

/** Why the booking was not made: too few seats, answers to fix, or another reason. */
export function CheckoutRefusal({ refusal }: { refusal: RefusedCheckout }) {
  const { t } = useTranslation();
  if (refusal.kind === "seats")
    return (
      <Alert
        color="orange"
        role="alert"
        title={t("storefront.checkout.seatsTitle")}
        data-testid="checkout-refusal"
      >
        {refusal.available === 0
          ? t("storefront.checkout.noSeatsLeft")
          : t("storefront.checkout.seatsLeftOnly", { count: refusal.available })}
      </Alert>
    );
  if (refusal.kind === "fields")
    return (
      <Alert
        color="red"
        role="alert"
        title={t("storefront.checkout.checkFields")}
        data-testid="checkout-refusal"
      >
        {refusal.otherMessages.length > 0 && (
          <List size="sm">
            {refusal.otherMessages.map((message) => (
              <List.Item key={message}>{translateValidationMessage(message, t)}</List.Item>
            ))}
          </List>
        )}
      </Alert>
    );
  return (
    <Alert color="red" role="alert" title={t("storefront.checkout.notBooked")} data-testid="checkout-refusal">
      {t(`storefront.checkout.reason.${refusal.reason}`)}
    </Alert>
  );
}
