import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { paymentTransactions } from "../../db/schema/bookings";
import type { BrokerDeps } from "./checkout/broker-for";
import { BrokerCallError, type PaymentBroker } from "./broker";
import { recordAutomaticRefund } from "./payment-notices.service";

/** Gives back a payment that came after its hold ran out and its seats were sold, and records it. */
export async function refundLatePayment(
  deps: BrokerDeps,
  adapter: PaymentBroker,
  transactionId: string,
  amount: number,
): Promise<void> {
  const [payment] = await deps.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, transactionId));
  if (!payment) return;
  let succeeded = false;
  try {
    const outcome = await adapter.refund({
      payment: {
        transactionId,
        checkoutReference: payment.checkoutReference,
        brokerReference: payment.brokerReference,
        amount: payment.amount,
        currency: payment.currency,
      },
      refundId: randomUUID(),
      amount,
      reason: "Other",
    });
    succeeded = outcome.result !== "Failed";
  } catch (error) {
    if (!(error instanceof BrokerCallError)) throw error;
  }
  await recordAutomaticRefund(deps.db, { transactionId, amount, succeeded });
}
