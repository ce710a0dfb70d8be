/**
 * Straumur's webhooks (docs.straumur.is, "Webhook Message" and the payment events). The JSON body carries
 * `hmacSignature` over its own fields (webhook-hmac.ts), checked with the company's HMAC key. Straumur also
 * puts "the matching Api key for your webhook" in the `Authorization` header; that key is set per webhook
 * in Straumur's portal and need not be the API key we call Straumur with, so it is not checked here, and the
 * HMAC alone decides whether a notice is Straumur's.
 *
 * An Authorization event says how a payment ended: `success` "true" is a payment, "false" a declined one.
 * Capture, Refund and the other events carry nothing to apply to a payment. The event type is outside the
 * HMAC, but changing it cannot forge a payment: a signed body with `success` "true", our reference and the
 * full amount only exists once that payment has been made.
 */
import { WebhookRejectedError, type WebhookEvent } from "../../broker";
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
  if (typeof eventType !== "string" || eventType.toLowerCase() !== "authorization") return { eventKey };
  const currency = text(fields.currency) ?? "";
  const amount = fromStraumurAmount(fields.amount, currency);
  if (amount === null) throw new WebhookRejectedError("The notice's amount is not a number");
  return {
    eventKey,
    payment: {
      transactionId: text(fields.merchantReference),
      checkoutReference: text(fields.checkoutReference),
      outcome: String(fields.success) === "true" ? "Succeeded" : "Declined",
      amount,
      currency,
      brokerReference: String(fields.payfacReference),
    },
  };
}
