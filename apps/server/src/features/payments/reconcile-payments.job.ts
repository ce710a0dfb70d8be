import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { paymentTransactions } from "../../db/schema/bookings";
import { applyPaymentNotice, recordAutomaticRefund, type BookingRef } from "./payment-notices.service";
import { findSandboxPaymentByReference, refundSandbox } from "./sandbox/sandbox-ledger";

/** A payment attempt is asked about once it has waited this long for the broker's notice. */
const askAfterMs = 60_000;

/**
 * Asks the broker about payment attempts still pending after a minute, and applies what it says
 * as if its notice had come: a notice lost with a stopped process, or never sent, is made good.
 * Attempts whose checkout ran out unpaid are marked Failed. Returns the bookings whose seats
 * changed.
 */
export async function reconcilePayments(db: Database, now: Date, origin?: string): Promise<BookingRef[]> {
  const pending = await db
    .select({
      id: paymentTransactions.id,
      amount: paymentTransactions.amount,
      currency: paymentTransactions.currency,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.kind, "Payment"),
        eq(paymentTransactions.result, "Pending"),
        eq(paymentTransactions.broker, "Sandbox"),
        lt(paymentTransactions.createdAt, new Date(now.getTime() - askAfterMs)),
      ),
    )
    .limit(200);
  const changed: BookingRef[] = [];
  for (const attempt of pending) {
    const checkout = await findSandboxPaymentByReference(db, attempt.id);
    if (!checkout) continue;
    const unpaidAndOver =
      checkout.status === "Expired" || (checkout.status === "Open" && checkout.expiresAt <= now);
    if (checkout.status !== "Paid" && !unpaidAndOver) continue;
    const result = await applyPaymentNotice(
      db,
      {
        transactionId: attempt.id,
        outcome: checkout.status === "Paid" ? "Succeeded" : "Declined",
        amount: checkout.amount,
        currency: checkout.currency,
        brokerReference: checkout.id,
      },
      origin,
    );
    if (result.kind === "RefundDue") {
      const succeeded = await refundSandbox(db, attempt.id, result.amount);
      await recordAutomaticRefund(db, { transactionId: attempt.id, amount: result.amount, succeeded });
    }
    if (result.booking && (result.kind === "Confirmed" || result.kind === "RefundDue"))
      changed.push(result.booking);
  }
  return changed;
}
