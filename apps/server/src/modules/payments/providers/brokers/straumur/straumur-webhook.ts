/**
 * Straumur's webhooks (docs.straumur.is, "Webhook Message" and the payment events). The JSON body carries
 * `hmacSignature` over its own fields (webhook-hmac.ts), checked with the company's HMAC key. Straumur also
 * puts "the matching Api key for your webhook" in the `Authorization` header; that key is set per webhook
 * in Straumur's portal and need not be the API key we call Straumur with, so it is not checked here, and the
 * HMAC alone decides whether a notice is Straumur's.
 *
 * An Authorization event says how a payment ended: `success` "true" is a payment, "false" a declined one.
 * A Refund event says how a refund ended (docs.straumur.is, "Refund event"): its `payfacReference` is the
 * refund's own, the one `modification/refund` answered with and we keep on our refund, and
 * `additionalData.originalPayfacReference` is the payment's; `merchantReference` is the payment's reference
 * we sent with the refund, so it does not tell one refund of a payment from another. Capture and the other
 * events carry nothing to apply.
 *
 * The event type is outside the HMAC, but changing it forges nothing: a signed body with `success` "true",
 * our reference and the full amount only exists once that payment has been made, and a payment's (or a
 * capture's) payfacReference is never one a refund call answered with, so it names none of our refunds.
 */
import { WebhookRejectedError, type WebhookEvent } from "../../payment-broker.types";
import { fromStraumurAmount } from "./straumur-amount";
import { straumurEventKeyFromBody } from "./straumur-event-key";
import { verifyStraumurWebhook } from "./webhook-hmac";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

export function parseStraumurWebhook(hmacKeyHex: string, rawBody: string): WebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejectedError("The notice is not JSON");
  }
  if (!verifyStraumurWebhook(hmacKeyHex, body))
    throw new WebhookRejectedError("The notice's hmacSignature is not valid");
  const fields = body as Record<string, unknown>;
  const eventKey = straumurEventKeyFromBody(fields);
  if (!eventKey) throw new WebhookRejectedError("The notice names no payment (payfacReference)");
  const additional = fields.additionalData;
  const eventType =
    typeof additional === "object" && additional !== null
      ? (additional as Record<string, unknown>).eventType
      : undefined;
  const kind = typeof eventType === "string" ? eventType.toLowerCase() : "";
  if (kind !== "authorization" && kind !== "refund") return { eventKey };
  const currency = text(fields.currency) ?? "";
  const amount = fromStraumurAmount(fields.amount, currency);
  if (amount === null) throw new WebhookRejectedError("The notice's amount is not a number");
  const succeeded = String(fields.success) === "true";
  if (kind === "refund")
    return {
      eventKey,
      refund: {
        brokerReference: String(fields.payfacReference),
        outcome: succeeded ? "Succeeded" : "Failed",
        amount,
        currency,
        ...(succeeded
          ? {}
          : { message: `Straumur did not make the refund: ${text(fields.reason) ?? "no reason given"}` }),
      },
    };
  return {
    eventKey,
    payment: {
      transactionId: text(fields.merchantReference),
      checkoutReference: text(fields.checkoutReference),
      outcome: succeeded ? "Succeeded" : "Declined",
      amount,
      currency,
      brokerReference: String(fields.payfacReference),
    },
  };
}
