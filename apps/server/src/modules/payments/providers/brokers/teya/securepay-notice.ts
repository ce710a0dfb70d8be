/**
 * Teya's server-to-server notification to `returnurlsuccessserver`: a form-encoded POST with `orderid`,
 * `amount`, `currency`, `orderhash`, `status`, `step` and details such as `authorizationcode` and `refundid`.
 * The orderhash (HMAC-SHA256 with the merchant secret over `orderid|amount|currency`) proves that Teya sent
 * these three values; the payment's amount and currency are then compared with our record by whoever applies
 * the notice. `status=OK` at `step=Payment` is a payment; another status is a failed one; another step with
 * `status=OK` carries nothing to apply. Teya expects `<PaymentNotification>Accepted</PaymentNotification>`.
 */
import { WebhookRejectedError, type WebhookEvent } from "../../payment-broker.types";
import { SECUREPAY_ACCEPTED_REPLY, isValidSecurePayOrderhash } from "./securepay-checkhash";
import { parseSecurePayAmount } from "./teya-amount";
import { teyaEventKey } from "./teya-event-key";

export const securePayReply = { contentType: "text/xml; charset=utf-8", body: SECUREPAY_ACCEPTED_REPLY };

/** A status or step as a piece of the event name: lowercase letters, digits, `-` and `_`. */
function namePart(value: string | null): string {
  const cleaned = (value ?? "")
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "_");
  return cleaned === "" ? "none" : cleaned;
}

/**
 * The event of a notification, or WebhookRejectedError when its orderhash does not prove it came from Teya.
 * A redelivery of the same notification gets the same event key (`securepay.<step>.<status>:<orderid>`).
 */
export function parseSecurePayNotice(secretKey: string, rawBody: string): WebhookEvent {
  const form = new URLSearchParams(rawBody);
  const orderId = form.get("orderid") ?? "";
  const amountText = form.get("amount") ?? "";
  const currency = form.get("currency") ?? "";
  const order = { orderId, amount: amountText, currency };
  if (orderId === "" || !isValidSecurePayOrderhash(secretKey, order, form.get("orderhash") ?? undefined))
    throw new WebhookRejectedError("The notice's orderhash is not valid");
  const amount = parseSecurePayAmount(amountText, currency);
  if (amount === null) throw new WebhookRejectedError("The notice's amount is not a number");
  const status = form.get("status");
  const step = form.get("step");
  const eventKey = teyaEventKey(`securepay.${namePart(step)}.${namePart(status)}`, orderId);
  const paid = status === "OK";
  if (paid && step !== "Payment") return { eventKey, reply: securePayReply };
  const refundId = form.get("refundid")?.trim();
  return {
    eventKey,
    payment: {
      checkoutReference: orderId,
      outcome: paid ? "Succeeded" : "Declined",
      amount,
      currency,
      // Teya's refund API takes the payment's refund id; without one the order id stands in.
      brokerReference: refundId || orderId,
    },
    reply: securePayReply,
  };
}
