import type { Database } from "../../../db/database";
import { lockInvoice, updateInvoice } from "./invoice.repository";
import { lockSubscription, updateSubscription } from "./subscription.repository";
import { nextRenewalAttempt } from "@stund/shared/access/subscription-rules";

/**
 * A declined renewal: the invoice is marked failed and the subscription UnPaid (the console shows
 * a banner) with the next retry, or Canceled once the retries are used up. Nothing changes when a
 * payment has meanwhile been applied, or the period has moved on.
 */
export async function recordRenewalFailure(
  db: Database,
  failure: {
    tenantId: string;
    invoiceId: string;
    /** The start of the period being renewed, i.e. the billing end date the job found. */
    periodStart: Date;
    attempt: number;
    reason: string;
    now: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, failure.invoiceId);
    if (!invoice || invoice.status === "paid") return;
    if (invoice.status === "open") {
      await updateInvoice(tx, invoice.id, { status: "failed", failureMessage: failure.reason });
    }
    const current = await lockSubscription(tx, failure.tenantId);
    if (!current || current.billingEndDate.getTime() !== failure.periodStart.getTime()) return;
    const next = nextRenewalAttempt(failure.attempt, failure.now);
    await updateSubscription(
      tx,
      failure.tenantId,
      next
        ? {
            status: "UnPaid",
            renewalAttempts: failure.attempt,
            nextRenewalAttemptAt: next,
            jobLeaseUntil: null,
          }
        : {
            status: "Canceled",
            cancellationDate: failure.now,
            renewalAttempts: failure.attempt,
            nextRenewalAttemptAt: null,
            jobLeaseUntil: null,
          },
    );
  });
}
