import type { Database } from "../../../db/database";
import type { RapydWebhookEvent } from "../../../integrations/rapyd/rapyd-client";
import type { RapydPaymentObject as RapydWirePayment } from "../../../integrations/rapyd/rapyd-objects";
import { parsePayment } from "../../../integrations/rapyd/rapyd-wire";
import { applyPayment } from "../subscriptions/payment-application";
import { insertInboxEvent, recordInboxOutcome } from "./webhook-inbox.repository";

/** Payment events whose data is a payment object (docs/brokers.md §1.6); the rest are kept, not applied. */
const paymentEvents = new Set([
  "PAYMENT_COMPLETED",
  "PAYMENT_SUCCEEDED",
  "PAYMENT_FAILED",
  "PAYMENT_EXPIRED",
  "PAYMENT_CANCELED",
]);

export type WebhookReceipt = { duplicate: boolean; outcome: string };

/**
 * Stores a verified event in the inbox and applies it, in one transaction (docs/brokers.md §4.5): a
 * redelivered event finds its id taken and changes nothing, and an event that fails to apply is
 * not stored either, so Rapyd's next delivery tries it again. The steps it applies only move
 * forward, so events arriving out of order cannot undo each other.
 */
export async function receiveWebhook(
  db: Database,
  event: RapydWebhookEvent,
  now: Date,
): Promise<WebhookReceipt> {
  return db.transaction(async (tx) => {
    const stored = await insertInboxEvent(tx, {
      eventId: event.id,
      type: event.type,
      payload: event.data,
      receivedAt: now,
    });
    if (!stored) return { duplicate: true, outcome: "duplicate" };
    const outcome = paymentEvents.has(event.type)
      ? await applyPayment(tx, parsePayment(event.data as Partial<RapydWirePayment>), now)
      : "not-applied";
    await recordInboxOutcome(tx, event.id, outcome);
    return { duplicate: false, outcome };
  });
}
