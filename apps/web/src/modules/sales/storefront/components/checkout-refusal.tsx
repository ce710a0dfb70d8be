import { useSite } from "../hooks/site-context";
import type { RefusedCheckout } from "../model/refused-checkout";
import { messageText } from "../text/site-text";
import { Notice } from "../ui/notice";

/** Why the booking was not made: too few seats, answers to fix, or another reason. */
export function CheckoutRefusal({ refusal }: { refusal: RefusedCheckout }) {
  const { t } = useSite();
  if (refusal.kind === "seats")
    return (
      <Notice tone="warning" alert title={t("storefront.checkout.seatsTitle")} testId="checkout-refusal">
        <p>
          {refusal.available === 0
            ? t("storefront.checkout.noSeatsLeft")
            : t("storefront.checkout.seatsLeftOnly", { count: refusal.available })}
        </p>
      </Notice>
    );
  if (refusal.kind === "fields")
    return (
      <Notice tone="error" alert title={t("storefront.checkout.checkFields")} testId="checkout-refusal">
        {refusal.otherMessages.length > 0 && (
          <ul className="sf-small">
            {refusal.otherMessages.map((message) => (
              <li key={message}>{messageText(message, t)}</li>
            ))}
          </ul>
        )}
      </Notice>
    );
  return (
    <Notice tone="error" alert title={t("storefront.checkout.notBooked")} testId="checkout-refusal">
      <p>{t(`storefront.checkout.reason.${refusal.reason}`)}</p>
    </Notice>
  );
}
