import { and, asc, eq, isNotNull, lt } from "drizzle-orm";
import { paymentTransactions } from "../../../../db/schema/bookings";
import {
  BrokerCallError,
  type BrokerName,
  type PaymentBroker,
} from "../../../payments/providers/payment-broker.types";
import { isBrokerName } from "../../../payments/providers/broker-registry.service";
import { brokerFor, type BrokerDeps } from "../../../payments/providers/broker-for.service";
import { settlePendingRefund } from "./refund-settlement";

/** A refund is asked about once it has waited this long for the broker's notice. */
const askAfterMs = 60_000;

/** A refund asked about and still pending goes to the back of the queue, so every one gets its turn. */
async function askedAt(deps: BrokerDeps, refundId: string, now: Date): Promise<void> {
  await deps.db
    .update(paymentTransactions)
    .set({ updatedAt: now })
    .where(and(eq(paymentTransactions.id, refundId), eq(paymentTransactions.result, "Pending")));
}

/**
 * Asks the brokers that can say (those with `readRefund`) about refunds they answered "pending" to
 * a minute or more ago, and settles those that ended as their notice would: a notice lost, or
 * never sent, is made good. Refunds with brokers that cannot be asked wait for their notices. Those
 * asked longest ago come first. Returns how many refunds were settled.
 */
export async function reconcileRefunds(deps: BrokerDeps, now: Date): Promise<number> {
  const pending = await deps.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.kind, "Refund"),
        eq(paymentTransactions.result, "Pending"),
        isNotNull(paymentTransactions.brokerReference),
        lt(paymentTransactions.createdAt, new Date(now.getTime() - askAfterMs)),
      ),
    )
    .orderBy(asc(paymentTransactions.updatedAt))
    .limit(200);
  const adapters = new Map<string, PaymentBroker>();
  let settled = 0;
  for (const refund of pending) {
    if (!isBrokerName(refund.broker)) continue;
    const key = `${refund.tenantId}|${refund.broker}`;
    try {
      const adapter =
        adapters.get(key) ?? (await brokerFor(deps, refund.tenantId, refund.broker as BrokerName));
      adapters.set(key, adapter);
      const state = adapter.readRefund
        ? await adapter.readRefund({
            refundId: refund.id,
            brokerReference: refund.brokerReference!,
            amount: refund.amount,
            currency: refund.currency,
          })
        : null;
      const result =
        state && state.state !== "Pending"
          ? await settlePendingRefund(
              deps.db,
              {
                refundId: refund.id,
                outcome: state.state,
                amount: state.amount,
                currency: state.currency,
                message: state.message,
              },
              now,
            )
          : null;
      if (result?.kind === "Refunded" || result?.kind === "RefundFailed") settled += 1;
      else await askedAt(deps, refund.id, now);
    } catch (error) {
      // One broker out of reach must not hold up the others; the refund is asked again later.
      if (!(error instanceof BrokerCallError)) throw error;
      await askedAt(deps, refund.id, now);
    }
  }
  return settled;
}
