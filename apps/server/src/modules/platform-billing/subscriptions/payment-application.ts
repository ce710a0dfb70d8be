import { tierRank } from "@stund/shared/access/tiers";
import type { SubscriptionStatus, SubscriptionTier } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import type { RapydPayment } from "../../../integrations/rapyd/rapyd-client";
import { paymentMatches, subscriptionLine } from "./billing-money";
import { lockCheckout, updateCheckout, type CheckoutRow } from "./checkout.repository";
import { insertInvoice, lockInvoice, updateInvoice, type InvoiceRow } from "./invoice.repository";
import { lockSubscription, updateSubscription, upsertSubscription } from "./subscription.repository";
import { addMonth, canBuy } from "@stund/shared/access/subscription-rules";

/**
 * Applies what the billing provider says about a payment, from a webhook, a sync or our own call.
 * Every step only moves forward (pending → failed → completed; open → failed → paid), so the same
 * news twice, or old news after new, changes nothing. Runs inside the caller's transaction; rows
 * are locked checkout or invoice first, then the subscription, everywhere.
 */
export type PaymentOutcome =
  | "applied"
  | "already-applied"
  | "failed"
  | "ignored"
  | "amount-mismatch"
  | "unknown-reference"
  | "paid-while-subscribed";

const failedStatuses: readonly RapydPayment["status"][] = ["ERR", "CAN", "EXP"];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function applyPayment(tx: Executor, payment: RapydPayment, now: Date): Promise<PaymentOutcome> {
  const reference = payment.merchantReferenceId;
  if (!reference || !uuidPattern.test(reference)) return "unknown-reference";
  const checkout = await lockCheckout(tx, reference);
  if (checkout) return applyCheckoutPayment(tx, checkout, payment, now);
  const invoice = await lockInvoice(tx, reference);
  if (invoice) return applyInvoicePayment(tx, invoice, payment, now);
  return "unknown-reference";
}

/** A completed first purchase makes the company Active on the bought tier for a month from now. */
async function applyCheckoutPayment(
  tx: Executor,
  checkout: CheckoutRow,
  payment: RapydPayment,
  now: Date,
): Promise<PaymentOutcome> {
  if (failedStatuses.includes(payment.status)) {
    if (checkout.status !== "pending") return "ignored";
    await updateCheckout(tx, checkout.id, {
      status: payment.status === "EXP" ? "expired" : "failed",
      rapydPaymentId: payment.id,
      failureMessage: payment.failureMessage,
    });
    return "failed";
  }
  if (payment.status !== "CLO") return "ignored";
  if (checkout.status === "completed") return "already-applied";
  if (!paymentMatches(payment, checkout.amountCents)) return "amount-mismatch";
  await updateCheckout(tx, checkout.id, {
    status: "completed",
    rapydPaymentId: payment.id,
    failureMessage: null,
    completedAt: now,
  });
  const tier = checkout.tier as SubscriptionTier;
  const periodEnd = addMonth(now);
  await insertInvoice(
    tx,
    {
      tenantId: checkout.tenantId,
      kind: "purchase",
      tier,
      catalogueVersion: checkout.catalogueVersion,
      status: "paid",
      periodStart: now,
      periodEnd,
      totalCents: checkout.amountCents,
      idempotencyKey: `checkout:${checkout.id}`,
      rapydPaymentId: payment.id,
      issuedAt: now,
      paidAt: now,
    },
    [subscriptionLine(tier, now, periodEnd, checkout.amountCents)],
  );
  const current = await lockSubscription(tx, checkout.tenantId);
  const state = current
    ? { tier: current.tier as SubscriptionTier, status: current.status as SubscriptionStatus }
    : null;
  // Two checkouts paid one after the other: the second payment is kept on record, not applied twice.
  if (!canBuy(state).ok) return "paid-while-subscribed";
  await upsertSubscription(tx, checkout.tenantId, {
    tier,
    status: "Active",
    billingStartDate: now,
    billingEndDate: periodEnd,
    catalogueVersion: checkout.catalogueVersion,
    cancellationDate: null,
    unsubscribeDate: null,
    pendingTier: null,
    pendingWhenToProcess: null,
    renewalAttempts: 0,
    nextRenewalAttemptAt: null,
    jobLeaseUntil: null,
  });
  return "applied";
}

async function applyInvoicePayment(
  tx: Executor,
  invoice: InvoiceRow,
  payment: RapydPayment,
  now: Date,
): Promise<PaymentOutcome> {
  if (failedStatuses.includes(payment.status)) {
    if (invoice.status !== "open") return "ignored";
    await updateInvoice(tx, invoice.id, {
      status: "failed",
      rapydPaymentId: payment.id || null,
      failureMessage: payment.failureMessage,
    });
    return "failed";
  }
  if (payment.status !== "CLO") return "ignored";
  if (invoice.status === "paid") return "already-applied";
  if (!paymentMatches(payment, invoice.totalCents)) return "amount-mismatch";
  await updateInvoice(tx, invoice.id, { status: "paid", rapydPaymentId: payment.id || null, paidAt: now });
  await applyPaidInvoice(tx, invoice);
  return "applied";
}

/**
 * Moves the subscription to what a paid upgrade or renewal invoice bought, if it is still where the
 * invoice found it: an upgrade within the same period, a renewal of the period that just ended.
 */
export async function applyPaidInvoice(tx: Executor, invoice: InvoiceRow): Promise<void> {
  const current = await lockSubscription(tx, invoice.tenantId);
  if (!current) return;
  const tier = invoice.tier as SubscriptionTier;
  if (invoice.kind === "upgrade") {
    const samePeriod = current.billingStartDate.getTime() === invoice.periodStart.getTime();
    const higher = tierRank(tier) > tierRank(current.tier as SubscriptionTier);
    if (samePeriod && higher && current.status === "Active") {
      await updateSubscription(tx, invoice.tenantId, { tier, pendingTier: null, pendingWhenToProcess: null });
    }
    return;
  }
  if (invoice.kind === "renewal") {
    const periodJustEnded = current.billingEndDate.getTime() === invoice.periodStart.getTime();
    if (!periodJustEnded || !["Active", "UnPaid"].includes(current.status)) return;
    const pendingDue =
      current.pendingWhenToProcess && current.pendingWhenToProcess.getTime() <= invoice.periodStart.getTime();
    await updateSubscription(tx, invoice.tenantId, {
      tier,
      status: "Active",
      billingStartDate: invoice.periodStart,
      billingEndDate: invoice.periodEnd,
      catalogueVersion: invoice.catalogueVersion,
      renewalAttempts: 0,
      nextRenewalAttemptAt: null,
      jobLeaseUntil: null,
      ...(pendingDue ? { pendingTier: null, pendingWhenToProcess: null } : {}),
    });
  }
}
