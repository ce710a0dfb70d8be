import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/database";
import type {
  BrokerName,
  PaymentBroker,
  RefundNotice,
  WebhookEvent,
} from "../../payments/providers/payment-broker.types";
import type { BrokerDeps } from "../../payments/providers/broker-for.service";
import { applyPaymentNotice, type NoticeResult } from "./payment-notices.service";
import { refundLatePayment } from "./late-payment-refund";
import { findTransactionIdByCheckout } from "./payment-attempt.repository";
import { tenantExists } from "./payment-notice.repository";
import { findRefundByBrokerReference } from "./refunds/refund.repository";
import { settlePendingRefund, type RefundSettlement } from "./refunds/refund-settlement";
import { keepNotice, markNoticeProcessed } from "./webhook-inbox.repository";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a webhook address names a company of ours: its id, and a company with it. */
export async function isWebhookTenant(db: Database, tenantId: string): Promise<boolean> {
  return uuidPattern.test(tenantId) && (await tenantExists(db, tenantId));
}

/**
 * Our transaction a notice speaks of: by our id, or by the broker's checkout reference. A merchant
 * reference that is not one of our ids (a payment the company took on the same account for
 * something else) names no transaction of ours.
 */
async function resolveTransaction(
  deps: BrokerDeps,
  broker: BrokerName,
  tenantId: string | null,
  payment: NonNullable<WebhookEvent["payment"]>,
): Promise<string | null> {
  if (payment.transactionId && uuidPattern.test(payment.transactionId)) return payment.transactionId;
  if (!payment.checkoutReference) return null;
  return findTransactionIdByCheckout(deps.db, broker, payment.checkoutReference, tenantId);
}

/**
 * Our refund a notice speaks of: by our refund's id when the broker echoes it, or by the broker's
 * reference of the refund that its refund call answered with. Neither names a refund of ours when
 * the company refunded something on the broker's own portal.
 */
async function resolveRefund(
  deps: BrokerDeps,
  broker: BrokerName,
  tenantId: string | null,
  refund: RefundNotice,
): Promise<string | null> {
  if (refund.refundId && uuidPattern.test(refund.refundId)) return refund.refundId;
  if (!refund.brokerReference) return null;
  return findRefundByBrokerReference(deps.db, broker, refund.brokerReference, tenantId);
}

/** Settles the pending refund a notice names; a notice about no refund of ours is Unknown. */
async function applyRefundNotice(
  deps: BrokerDeps & { log: FastifyBaseLogger },
  broker: BrokerName,
  tenantId: string | null,
  eventKey: string,
  refund: RefundNotice,
): Promise<RefundSettlement> {
  const refundId = await resolveRefund(deps, broker, tenantId, refund);
  if (!refundId) return { kind: "Unknown" };
  const settled = await settlePendingRefund(deps.db, {
    refundId,
    outcome: refund.outcome,
    brokerReference: refund.brokerReference,
    amount: refund.amount,
    currency: refund.currency,
    tenantId,
    broker,
    message: refund.message,
  });
  if (settled.kind === "Mismatch")
    deps.log.error(
      { notice: eventKey },
      "a refund notice's amount or currency differs from ours: kept aside",
    );
  if (
    settled.kind === "AlreadySettled" &&
    settled.result !== (refund.outcome === "Succeeded" ? "Success" : "Failed")
  )
    deps.log.warn(
      { notice: eventKey, refundId, result: settled.result, outcome: refund.outcome },
      "a refund notice contradicts the refund's settled result: the result stands",
    );
  return settled;
}

/**
 * The inbox key of a notice: the broker's event key under the company whose address it came to. A
 * notice sent to another company's address (one that shares the broker account, so it verifies there)
 * is kept apart, and cannot make the rightful company's copy look like a repeat.
 */
const inboxKey = (tenantId: string | null, eventKey: string) =>
  tenantId ? `${tenantId}:${eventKey}` : eventKey;

/**
 * A verified notice: kept in the inbox under the broker's event key (a repeat is acknowledged and
 * ignored), then applied once. A payment that came after its seats were sold is refunded at once;
 * a refund the broker answered "pending" to is settled by the notice of how it ended.
 */
export async function takeInNotice(
  deps: BrokerDeps & { log: FastifyBaseLogger },
  adapter: PaymentBroker,
  tenantId: string | null,
  event: WebhookEvent,
): Promise<{ duplicate: boolean; result: NoticeResult | null; refund: RefundSettlement | null }> {
  const provider = adapter.name;
  const eventKey = inboxKey(tenantId, event.eventKey);
  const stored = await keepNotice(deps.db, {
    provider,
    eventKey,
    payload: event as unknown as Record<string, unknown>,
  });
  // A notice applied before is acknowledged again; one that failed half-way is applied again.
  if (stored.processedAt) return { duplicate: true, result: null, refund: null };
  let result: NoticeResult | null = null;
  if (event.payment) {
    const transactionId = await resolveTransaction(deps, provider, tenantId, event.payment);
    result = transactionId
      ? await applyPaymentNotice(
          deps.db,
          { ...event.payment, transactionId, tenantId },
          deps.config.publicOrigin,
        )
      : { kind: "Unknown" };
    if (result.kind === "RefundDue" && transactionId)
      await refundLatePayment(deps, adapter, transactionId, result.amount);
    if (result.kind === "Mismatch")
      deps.log.error(
        { notice: event.eventKey },
        "a payment notice's amount or currency differs from ours: kept aside",
      );
  }
  const refund = event.refund
    ? await applyRefundNotice(deps, provider, tenantId, event.eventKey, event.refund)
    : null;
  await markNoticeProcessed(deps.db, stored.id, result?.kind ?? refund?.kind ?? "Ignored");
  return { duplicate: false, result, refund };
}
