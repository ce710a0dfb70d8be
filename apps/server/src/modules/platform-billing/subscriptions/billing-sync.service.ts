import type { CurrentSubscription } from "@stund/shared/contracts/subscription";
import type { Database } from "../../../db/database";
import type { RapydClient, RapydPayment } from "../../../integrations/rapyd/rapyd-client";
import { listPendingCheckouts, updateCheckout } from "./checkout.repository";
import { providerUnavailable } from "./checkout.service";
import { listInvoicesByStatus } from "./invoice.repository";
import { applyPayment } from "./payment-application";
import { getCurrentSubscription } from "./subscription.service";

const ask = <T>(call: Promise<T>): Promise<T> =>
  call.catch(() => {
    throw providerUnavailable();
  });

/**
 * Repairs our state from the provider, for webhooks that were lost or are late: every checkout
 * still pending and every invoice still open is asked about and its payment applied through the
 * same forward-only steps as a webhook, so a sync repeated, or racing a webhook, changes nothing.
 */
export async function syncFromProvider(
  db: Database,
  rapyd: RapydClient,
  tenantId: string,
  now = new Date(),
): Promise<CurrentSubscription | null> {
  for (const checkout of await listPendingCheckouts(db, tenantId)) {
    const remote = await ask(rapyd.getCheckout(checkout.rapydCheckoutId!));
    if (remote.payment) {
      await applyOwnPayment(db, remote.payment, checkout.id, now);
    } else if (remote.status === "EXP") {
      await updateCheckout(db, checkout.id, {
        status: "expired",
        failureMessage: "The checkout page expired",
      });
    }
  }
  for (const invoice of await listInvoicesByStatus(db, tenantId, ["open"])) {
    if (!invoice.rapydPaymentId) continue;
    const payment = await ask(rapyd.getPayment(invoice.rapydPaymentId));
    await applyOwnPayment(db, payment, invoice.id, now);
  }
  return getCurrentSubscription(db, tenantId, now);
}

/** A payment we looked up by our own record; one that names another record is left alone. */
async function applyOwnPayment(db: Database, payment: RapydPayment, reference: string, now: Date) {
  if (payment.merchantReferenceId && payment.merchantReferenceId !== reference) return;
  await db.transaction((tx) => applyPayment(tx, { ...payment, merchantReferenceId: reference }, now));
}
