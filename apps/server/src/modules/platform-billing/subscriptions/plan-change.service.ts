import type { Proration } from "@stund/shared/contracts/billing";
import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import { prorate } from "@stund/shared/billing/proration";
import type { SubscriptionTier } from "@stund/shared/enums";
import type { Database, Executor } from "../../../db/database";
import { AppError, conflict } from "../../../http/errors";
import type { RapydClient, RapydPayment } from "../../../integrations/rapyd/rapyd-client";
import { RapydError } from "../../../integrations/rapyd/rapyd-errors";
import { currentModel, modelForVersion, tierPrice } from "../plans/plan-catalogue.service";
import { prorationLine, toCents, toEuros } from "./billing-money";
import { findCustomerId } from "./checkout.repository";
import { providerUnavailable } from "./checkout.service";
import { findInvoicesByKeyPrefix, insertInvoice, updateInvoice, type InvoiceRow } from "./invoice.repository";
import { applyPayment } from "./payment-application";
import { findSubscription, updateSubscription, type SubscriptionRow } from "./subscription.repository";
import { stateOf, toCurrentSubscription } from "./subscription.service";
import { classifyChange } from "@stund/shared/access/subscription-rules";

export const paymentDeclined = (reason: string | null) =>
  new AppError(402, "The payment was declined; your plan has not changed", {
    errorCode: "PaymentDeclined",
    ...(reason ? { detail: reason } : {}),
  });

/** How far back a preview's time may be used for the charge, so the charge equals what was shown. */
const previewValidityMs = 15 * 60 * 1000;

async function changeable(db: Executor, tenantId: string, target: SubscriptionTier) {
  const row = await findSubscription(db, tenantId);
  const change = classifyChange(stateOf(row), target);
  if (!change.ok || !row) throw conflict(change.ok ? "No subscription to change" : change.title);
  return { row, kind: change.kind };
}

/** Prices of the current period come from the catalogue version the period was bought on. */
async function periodModel(db: Executor, row: SubscriptionRow) {
  return row.catalogueVersion === null ? currentModel(db) : modelForVersion(db, row.catalogueVersion);
}

async function computeProration(db: Executor, row: SubscriptionRow, target: SubscriptionTier, at: Date) {
  const model = await periodModel(db, row);
  const oldPrice = tierPrice(model, row.tier as SubscriptionTier);
  const newPrice = tierPrice(model, target);
  if (oldPrice === null || newPrice === null) throw conflict(`The ${target} plan cannot be bought here`);
  const result = prorate({
    oldMonthlyPrice: oldPrice,
    newMonthlyPrice: newPrice,
    periodStart: row.billingStartDate,
    periodEnd: row.billingEndDate,
    at,
  });
  return { ...result, catalogueVersion: model.version };
}

/** What an upgrade would charge now; a downgrade charges nothing now (it waits for the period end). */
export async function prorationPreview(
  db: Executor,
  tenantId: string,
  target: SubscriptionTier,
  now = new Date(),
): Promise<Proration> {
  const { row, kind } = await changeable(db, tenantId, target);
  // Only an upgrade is charged now; a downgrade waits for the period end, keeping the plan costs nothing.
  const numbers =
    kind === "upgrade" ? await computeProration(db, row, target, now) : { credit: 0, charge: 0, amount: 0 };
  return {
    tier: target,
    currency: "EUR",
    credit: numbers.credit,
    charge: numbers.charge,
    amount: numbers.amount,
    periodEnd: row.billingEndDate.toISOString(),
    computedAt: now.toISOString(),
  };
}

/**
 * The moment the proration is computed at: the preview's, when the caller confirms one shown a
 * moment ago within the same period, so the charge is exactly what was shown; otherwise now.
 */
function prorationMoment(row: SubscriptionRow, now: Date, previewedAt?: string): Date {
  if (!previewedAt) return now;
  const at = new Date(previewedAt);
  const time = at.getTime();
  const recent = time <= now.getTime() && now.getTime() - time <= previewValidityMs;
  return recent && time >= row.billingStartDate.getTime() ? at : now;
}

/**
 * Upgrade: charged the prorated difference now and switched at once (a declined charge changes
 * nothing). Downgrade: a pending change at the end of the period. The current tier again: the
 * pending downgrade is called off.
 */
export async function changePlan(
  db: Database,
  rapyd: RapydClient,
  tenantId: string,
  target: SubscriptionTier,
  options: { now?: Date; previewedAt?: string } = {},
): Promise<CurrentSubscription> {
  const now = options.now ?? new Date();
  const { row, kind } = await changeable(db, tenantId, target);
  if (kind === "downgrade") {
    await updateSubscription(db, tenantId, { pendingTier: target, pendingWhenToProcess: row.billingEndDate });
  } else if (kind === "keepCurrent") {
    await updateSubscription(db, tenantId, { pendingTier: null, pendingWhenToProcess: null });
  } else {
    await upgrade(db, rapyd, row, target, prorationMoment(row, now, options.previewedAt), now);
  }
  return toCurrentSubscription((await findSubscription(db, tenantId))!);
}

async function upgrade(
  db: Database,
  rapyd: RapydClient,
  row: SubscriptionRow,
  target: SubscriptionTier,
  at: Date,
  now: Date,
): Promise<void> {
  const proration = await computeProration(db, row, target, at);
  const amountCents = toCents(proration.amount);
  const invoice = await openUpgradeInvoice(db, row, target, at, amountCents, proration.catalogueVersion, now);
  const payment =
    invoice.totalCents === 0
      ? settledWithoutCharge(invoice)
      : await chargeUpgrade(db, rapyd, row, invoice, target);
  const outcome = await db.transaction((tx) => applyPayment(tx, payment, now));
  if (payment.status === "CLO" && (outcome === "applied" || outcome === "already-applied")) return;
  if (outcome === "amount-mismatch") throw conflict("The payment provider charged an unexpected amount");
  if (payment.status === "ACT") throw conflict("The payment is still being processed; refresh in a moment");
  throw paymentDeclined(payment.failureMessage);
}

/**
 * One invoice per attempt. The first attempt's key is `upgrade:{subscription}:{tier}:{periodStart}`.
 * An attempt still open has an unknown outcome (the provider could not be reached), so it is tried
 * again under its own key and cannot charge twice. After a declined attempt the next one gets a
 * numbered key, because the provider would answer a reused key with the first attempt's decline.
 */
async function openUpgradeInvoice(
  db: Executor,
  row: SubscriptionRow,
  target: SubscriptionTier,
  at: Date,
  amountCents: number,
  catalogueVersion: number,
  now: Date,
): Promise<InvoiceRow> {
  const base = `upgrade:${row.id}:${target}:${row.billingStartDate.toISOString()}`;
  const attempts = await findInvoicesByKeyPrefix(db, base);
  const unsettled = attempts.find((invoice) => invoice.status === "open");
  if (unsettled) return unsettled;
  const key = attempts.length === 0 ? base : `${base}:${attempts.length + 1}`;
  const created = await insertInvoice(
    db,
    {
      tenantId: row.tenantId,
      kind: "upgrade",
      tier: target,
      catalogueVersion,
      status: "open",
      periodStart: row.billingStartDate,
      periodEnd: row.billingEndDate,
      totalCents: amountCents,
      idempotencyKey: key,
      issuedAt: now,
    },
    [prorationLine(row.tier as SubscriptionTier, target, at, row.billingEndDate, amountCents)],
  );
  // A concurrent request created this attempt a moment ago; it is paying it.
  if (!created) throw conflict("This upgrade is already being paid; refresh in a moment");
  return created;
}

function settledWithoutCharge(invoice: InvoiceRow): RapydPayment {
  return {
    id: "",
    status: "CLO",
    amount: 0,
    currency: "EUR",
    merchantReferenceId: invoice.id,
    failureMessage: null,
    paymentMethodId: null,
  };
}

async function chargeUpgrade(
  db: Executor,
  rapyd: RapydClient,
  row: SubscriptionRow,
  invoice: InvoiceRow,
  target: SubscriptionTier,
): Promise<RapydPayment> {
  const customer = await findCustomerId(db, row.tenantId);
  const decline = async (reason: string) => {
    await updateInvoice(db, invoice.id, { status: "failed", failureMessage: reason });
    return paymentDeclined(reason);
  };
  if (!customer) throw await decline("No card is saved for this company");
  try {
    const payment = await rapyd.chargeCustomer(
      {
        customer,
        amount: toEuros(invoice.totalCents),
        currency: "EUR",
        merchantReferenceId: invoice.id,
        description: `Stund upgrade to ${target}`,
      },
      invoice.idempotencyKey,
    );
    // Kept at once, so a sync can ask about a payment still in progress.
    if (payment.id) await updateInvoice(db, invoice.id, { rapydPaymentId: payment.id });
    return payment;
  } catch (error) {
    // Unreachable provider: the outcome is unknown, so the invoice stays open and the next attempt
    // repeats this one's idempotency key.
    if (error instanceof RapydError && error.errorCode === "NETWORK_ERROR") throw providerUnavailable();
    throw await decline(error instanceof Error ? error.message : String(error));
  }
}
