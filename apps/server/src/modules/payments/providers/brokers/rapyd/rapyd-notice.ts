import type { RapydWebhookEvent } from "../../../../../integrations/rapyd/rapyd-client";
import type { RapydWebhookRejection } from "../../../../../integrations/rapyd/rapyd-errors";
import { RapydWebhookError } from "../../../../../integrations/rapyd/rapyd-errors";
import { verifyWebhook } from "../../../../../integrations/rapyd/rapyd-signing";
import { WebhookRejectedError, type WebhookEvent, type WebhookRequest } from "../../payment-broker.types";
import { fromRapydAmount } from "./rapyd-amounts";

/** How old a notice may be; Rapyd sets no limit, this bounds replays (docs/brokers.md §1.3). */
export const noticeMaxAgeSeconds = 300;

const rejections: Record<RapydWebhookRejection, string> = {
  "missing-headers": "The notice has no salt, timestamp or signature header",
  "bad-signature": "The notice's signature is not valid",
  stale: "The notice's timestamp is too far from now",
  "malformed-body": "The notice is not a Rapyd event",
};

const declinedTypes = new Set(["PAYMENT_FAILED", "PAYMENT_EXPIRED", "PAYMENT_CANCELED"]);

/** How a payment ended, for the event types that say so; others (updates) say nothing. */
function outcomeOf(event: RapydWebhookEvent): "Succeeded" | "Declined" | null {
  if (event.type === "PAYMENT_COMPLETED") return "Succeeded";
  if (event.type === "PAYMENT_SUCCEEDED") return event.data.status === "CLO" ? "Succeeded" : null;
  return declinedTypes.has(event.type) ? "Declined" : null;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

const failedRefundTypes = new Set(["REFUND_FAILED", "REFUND_REJECTED", "PAYMENT_REFUND_REJECTED"]);
const finalFailures = new Set(["rejected", "error", "canceled"]);

/**
 * How a refund ended, for the event types that say so (docs/brokers.md §1.6). Rapyd's documents name the
 * rejection both REFUND_REJECTED and PAYMENT_REFUND_REJECTED; both are read. An update says so only
 * once its refund's status is final.
 */
function refundOutcomeOf(event: RapydWebhookEvent): "Succeeded" | "Failed" | null {
  if (event.type === "REFUND_COMPLETED") return "Succeeded";
  if (failedRefundTypes.has(event.type)) return "Failed";
  if (event.type !== "REFUND_UPDATED") return null;
  const status = String(event.data.status).toLowerCase();
  if (status === "completed") return "Succeeded";
  return finalFailures.has(status) ? "Failed" : null;
}

/** A refund's notice: our refund's id travels as its merchant_reference_id, Rapyd's refund id is data.id. */
function refundNotice(event: RapydWebhookEvent): WebhookEvent["refund"] {
  const outcome = refundOutcomeOf(event);
  const refundId = text(event.data.merchant_reference_id) ?? undefined;
  const brokerReference = text(event.data.id) ?? undefined;
  const currency = text(event.data.currency);
  if (!outcome || !currency || (!refundId && !brokerReference)) return undefined;
  const reason = text(event.data.failure_reason) ?? `Rapyd marked the refund ${String(event.data.status)}`;
  return {
    ...(refundId ? { refundId } : {}),
    ...(brokerReference ? { brokerReference } : {}),
    outcome,
    amount: fromRapydAmount(event.data.amount, currency),
    currency,
    ...(outcome === "Failed" ? { message: reason } : {}),
  };
}

function lowerCaseKeys(headers: WebhookRequest["headers"]): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/**
 * Verifies a Rapyd notice exactly as docs/brokers.md §1.3 says (the full webhook URL, salt,
 * timestamp, access key, secret and the raw body; compared in constant time; at most
 * `noticeMaxAgeSeconds` from `now`) and reads it. The envelope id is the event key, our
 * transaction id travels as merchant_reference_id, Rapyd's payment id is data.id; a refund's
 * notice carries the refund object, with our refund's id as its merchant_reference_id.
 */
export function parseRapydNotice(
  request: WebhookRequest,
  keys: { accessKey: string; secretKey: string },
  now: Date = new Date(),
): WebhookEvent {
  let event: RapydWebhookEvent;
  try {
    event = verifyWebhook(
      { url: request.url, ...keys, maxAgeSeconds: noticeMaxAgeSeconds },
      lowerCaseKeys(request.headers),
      request.rawBody,
      now,
    );
  } catch (error) {
    if (error instanceof RapydWebhookError) throw new WebhookRejectedError(rejections[error.reason]);
    throw error;
  }
  const refund = refundNotice(event);
  if (refund) return { eventKey: event.id, refund };
  const outcome = outcomeOf(event);
  const transactionId = text(event.data.merchant_reference_id);
  const paymentId = text(event.data.id);
  const currency = text(event.data.currency_code);
  // Without our id there is no transaction to settle: the event is still kept once by its key.
  if (!outcome || !transactionId || !paymentId || !currency) return { eventKey: event.id };
  return {
    eventKey: event.id,
    payment: {
      transactionId,
      outcome,
      amount: fromRapydAmount(event.data.amount, currency),
      currency,
      brokerReference: paymentId,
    },
  };
}
