import type { AppConfig } from "../../../config/config";
import { loadConfig } from "../../../config/config";
import type { Database } from "../../../db/database";
import {
  BrokerCallError,
  type BrokerName,
  type PaymentBroker,
} from "../../payments/providers/payment-broker.types";
import { isBrokerName } from "../../payments/providers/broker-registry.service";
import { brokerFor } from "../../payments/providers/broker-for.service";
import { refundLatePayment } from "./late-payment-refund";
import {
  findAttemptsToAsk,
  updatePendingTransaction,
  type TransactionRow,
} from "./payment-attempt.repository";
import { applyPaymentNotice, type BookingRef } from "./payment-notices.service";
import { reconcileRefunds } from "./refunds/reconcile-refunds";

/** A payment attempt is asked about once it has waited this long for the broker's notice. */
const askAfterMs = 60_000;

type Attempt = TransactionRow;

/**
 * How long after its checkout ran out an attempt the broker cannot be asked about (Teya SecurePay,
 * which only notifies) is still waited for. Brokers stop resending notices well before this.
 */
const waitForNoticeMs = 24 * 3_600_000;

/**
 * Marks an attempt Failed once its time has run out and no answer can come: the customer never
 * took it to the broker, or the broker cannot be asked and stopped sending notices long ago. A
 * notice that still comes applies as it would to a pending attempt.
 */
async function failUnpaid(db: Database, attempt: Attempt, now: Date): Promise<void> {
  await updatePendingTransaction(db, attempt.id, {
    result: "Failed",
    note: "Not paid in time",
    updatedAt: now,
  });
}

/** An attempt asked about and still open goes to the back of the queue, so every one gets its turn. */
async function askedAt(db: Database, attempt: Attempt, now: Date): Promise<void> {
  await updatePendingTransaction(db, attempt.id, { updatedAt: now });
}

/**
 * Asks each broker about payment attempts still pending after a minute, and applies what it says
 * as if its notice had come: a notice lost with a stopped process, or never sent, is made good.
 * Attempts whose checkout ran out unpaid are marked Failed. Those asked longest ago come first, so
 * attempts no broker can answer for cannot crowd out the rest. Refunds a broker answered "pending" to
 * are asked about too, where the broker can say (reconcile-refunds.ts). Returns the bookings whose seats changed.
 */
export async function reconcilePayments(
  db: Database,
  now: Date,
  origin?: string,
  config: AppConfig = loadConfig(),
): Promise<BookingRef[]> {
  const pending = await findAttemptsToAsk(db, new Date(now.getTime() - askAfterMs));
  const deps = { db, config };
  const adapters = new Map<string, PaymentBroker>();
  const changed: BookingRef[] = [];
  for (const attempt of pending) {
    if (!isBrokerName(attempt.broker)) continue;
    const opened = attempt.checkout !== null || attempt.broker === "Sandbox";
    if (!opened) {
      if (attempt.expiresAt && attempt.expiresAt <= now) await failUnpaid(db, attempt, now);
      continue;
    }
    const key = `${attempt.tenantId}|${attempt.broker}`;
    try {
      const adapter =
        adapters.get(key) ?? (await brokerFor(deps, attempt.tenantId, attempt.broker as BrokerName));
      adapters.set(key, adapter);
      const state = await adapter.readPayment({
        transactionId: attempt.id,
        checkoutReference: attempt.checkoutReference,
        brokerReference: attempt.brokerReference,
        amount: attempt.amount,
        currency: attempt.currency,
      });
      const over =
        state.state === "Expired" ||
        state.state === "Failed" ||
        (state.state === "Open" && attempt.expiresAt !== null && attempt.expiresAt <= now);
      if (state.state !== "Paid" && !over) {
        await askedAt(db, attempt, now);
        continue;
      }
      const result = await applyPaymentNotice(
        db,
        {
          transactionId: attempt.id,
          outcome: state.state === "Paid" ? "Succeeded" : "Declined",
          amount: state.amount,
          currency: state.currency,
          brokerReference: state.brokerReference ?? attempt.checkoutReference ?? attempt.id,
        },
        origin,
      );
      if (result.kind === "RefundDue") await refundLatePayment(deps, adapter, attempt.id, result.amount);
      if (result.booking && (result.kind === "Confirmed" || result.kind === "RefundDue"))
        changed.push(result.booking);
    } catch (error) {
      // One broker out of reach must not hold up the others; the attempt is asked again later.
      if (!(error instanceof BrokerCallError)) throw error;
      const givenUp =
        attempt.expiresAt !== null && attempt.expiresAt.getTime() + waitForNoticeMs <= now.getTime();
      await (givenUp ? failUnpaid(db, attempt, now) : askedAt(db, attempt, now));
    }
  }
  await reconcileRefunds(deps, now);
  return changed;
}
