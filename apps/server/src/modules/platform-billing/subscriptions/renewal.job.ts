import type { SubscriptionTier } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import type { RapydClient, RapydPayment } from "../../../integrations/rapyd/rapyd-client";
import { RapydError } from "../../../integrations/rapyd/rapyd-errors";
import { currentModel, tierPrice } from "../plans/plan-catalogue.service";
import { subscriptionLine, toCents, toEuros } from "./billing-money";
import { findCustomerId } from "./checkout.repository";
import { findInvoiceByKey, insertInvoice, updateInvoice, type InvoiceRow } from "./invoice.repository";
import { bookingFeeLines } from "./invoice.service";
import { applyPaidInvoice, applyPayment } from "./payment-application";
import { updateSubscription, type SubscriptionRow } from "./subscription.repository";
import { claimDueRenewalRows } from "./subscription-clock.repository";
import { addMonth } from "@stund/shared/access/subscription-rules";
import { recordRenewalFailure } from "./renewal-failure";

/** How long a claimed renewal is held by one process while it talks to the provider. */
const leaseMs = 5 * 60 * 1000;
/** A payment the provider is still processing is looked at again after this long. */
const inProgressRetryMs = 60 * 60 * 1000;

export type RenewalResult = "renewed" | "failed" | "pending";

/**
 * Claims the active or unpaid subscriptions whose period has ended and whose retry (if any) is due.
 * The claim is a lease written under SKIP LOCKED, so the provider call happens outside any
 * transaction and no other process renews the same row meanwhile.
 */
export async function claimDueRenewals(db: Database, now: Date, limit = 50): Promise<SubscriptionRow[]> {
  return claimDueRenewalRows(db, now, limit, new Date(now.getTime() + leaseMs));
}

/** The period that follows the ended one, its tier (a due downgrade applied) and its invoice key. */
function nextPeriod(row: SubscriptionRow) {
  const start = row.billingEndDate;
  const pendingDue = row.pendingTier && row.pendingWhenToProcess && row.pendingWhenToProcess <= start;
  return {
    start,
    end: addMonth(start),
    tier: (pendingDue ? row.pendingTier : row.tier) as SubscriptionTier,
    key: `renewal:${row.id}:${start.toISOString()}`,
  };
}

/**
 * The renewal invoice, made once per period: the plan at today's catalogue price plus the booking
 * fees of the period that ended. Undefined for a tier without a price (billed outside the platform).
 */
async function renewalInvoice(
  db: Database,
  row: SubscriptionRow,
  now: Date,
): Promise<InvoiceRow | undefined> {
  const period = nextPeriod(row);
  const existing = await findInvoiceByKey(db, period.key);
  if (existing) return existing;
  const model = await currentModel(db);
  const price = tierPrice(model, period.tier);
  if (price === null) return undefined;
  const lines = [
    subscriptionLine(period.tier, period.start, period.end, toCents(price)),
    ...(await bookingFeeLines(db, row.tenantId, row.billingStartDate, row.billingEndDate)),
  ];
  const created = await insertInvoice(
    db,
    {
      tenantId: row.tenantId,
      kind: "renewal",
      tier: period.tier,
      catalogueVersion: model.version,
      status: "open",
      periodStart: period.start,
      periodEnd: period.end,
      totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
      idempotencyKey: period.key,
      issuedAt: now,
    },
    lines,
  );
  return created ?? (await findInvoiceByKey(db, period.key));
}

const failedPayment = (invoice: InvoiceRow, reason: string): RapydPayment => ({
  id: "",
  status: "ERR",
  amount: toEuros(invoice.totalCents),
  currency: "EUR",
  merchantReferenceId: invoice.id,
  failureMessage: reason,
  paymentMethodId: null,
});

/**
 * Charges the saved card for the next period under the key `renewal:{subscription}:{periodEnd}`;
 * a retry after a decline numbers the key, since the provider would repeat the first decline.
 */
async function chargeRenewal(db: Database, rapyd: RapydClient, row: SubscriptionRow, invoice: InvoiceRow) {
  const customer = await findCustomerId(db, row.tenantId);
  if (!customer) return failedPayment(invoice, "No card is saved for this company");
  const attempt = row.renewalAttempts + 1;
  try {
    const payment = await rapyd.chargeCustomer(
      {
        customer,
        amount: toEuros(invoice.totalCents),
        currency: "EUR",
        merchantReferenceId: invoice.id,
        description: `Stund ${invoice.tier} plan, monthly renewal`,
      },
      attempt === 1 ? invoice.idempotencyKey : `${invoice.idempotencyKey}:${attempt}`,
    );
    if (payment.id) await updateInvoice(db, invoice.id, { rapydPaymentId: payment.id });
    return payment;
  } catch (error) {
    // Unreachable: the outcome is unknown, so the same attempt (and key) runs again next time.
    if (error instanceof RapydError && error.errorCode === "NETWORK_ERROR") return null;
    return failedPayment(invoice, error instanceof Error ? error.message : String(error));
  }
}

/** Renews one claimed subscription; always releases its lease. */
export async function renewSubscription(
  db: Database,
  rapyd: RapydClient,
  row: SubscriptionRow,
  now: Date,
): Promise<RenewalResult> {
  const invoice = await renewalInvoice(db, row, now);
  if (!invoice) {
    const period = nextPeriod(row);
    await updateSubscription(db, row.tenantId, {
      tier: period.tier,
      billingStartDate: period.start,
      billingEndDate: period.end,
      jobLeaseUntil: null,
    });
    return "renewed";
  }
  if (invoice.status === "paid" || invoice.totalCents <= 0) {
    // Paid already (a webhook came first), or nothing to charge (fee reversals outweigh the plan).
    await db.transaction(async (tx) => {
      if (invoice.status !== "paid") await updateInvoice(tx, invoice.id, { status: "paid", paidAt: now });
      await applyPaidInvoice(tx, invoice);
    });
    return "renewed";
  }
  const payment = await chargeRenewal(db, rapyd, row, invoice);
  if (payment?.status === "CLO") {
    await db.transaction((tx) => applyPayment(tx, { ...payment, merchantReferenceId: invoice.id }, now));
    return "renewed";
  }
  if (!payment || payment.status === "ACT") {
    await updateSubscription(db, row.tenantId, {
      jobLeaseUntil: null,
      nextRenewalAttemptAt: new Date(now.getTime() + inProgressRetryMs),
    });
    return "pending";
  }
  await recordRenewalFailure(db, {
    tenantId: row.tenantId,
    invoiceId: invoice.id,
    periodStart: row.billingEndDate,
    attempt: row.renewalAttempts + 1,
    reason: payment.failureMessage ?? "The card was declined",
    now,
  });
  return "failed";
}
