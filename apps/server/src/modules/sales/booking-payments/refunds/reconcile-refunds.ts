import {
  BrokerCallError,
  type BrokerName,
  type PaymentBroker,
} from "../../../payments/providers/payment-broker.types";
import { isBrokerName } from "../../../payments/providers/broker-registry.service";
import { brokerFor, type BrokerDeps } from "../../../payments/providers/broker-for.service";
import { updatePendingTransaction } from "../payment-attempt.repository";
import { settlePendingRefund } from "./refund-settlement";
import { findRefundsToAsk } from "./refund.repository";

/** A refund is asked about once it has waited this long for the broker's notice. */
const askAfterMs = 60_000;

/** A refund asked about and still pending goes to the back of the queue, so every one gets its turn. */
async function askedAt(deps: BrokerDeps, refundId: string, now: Date): Promise<void> {
  await updatePendingTransaction(deps.db, refundId, { updatedAt: now });
}

/**
 * Asks the brokers that can say (those with `readRefund`) about refunds they answered "pending" to
 * a minute or more ago, and settles those that ended as their notice would: a notice lost, or
 * never sent, is made good. Refunds with brokers that cannot be asked wait for their notices. Those
 * asked longest ago come first. Returns how many refunds were settled.
 */
export async function reconcileRefunds(deps: BrokerDeps, now: Date): Promise<number> {
  const pending = await findRefundsToAsk(deps.db, new Date(now.getTime() - askAfterMs));
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
