import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../../../db/database";
import { paymentTransactions } from "../../../../../db/schema/bookings";

/** What a ValitorPay order was signed for: the amount and currency of our payment transaction. */
export interface ValitorOrder {
  amount: number;
  currency: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company's ValitorPay payment whose id is the reference, or null when there is none. */
export async function findValitorOrder(
  db: Executor,
  tenantId: string,
  referenceNumber: string,
): Promise<ValitorOrder | null> {
  if (!uuidPattern.test(referenceNumber)) return null;
  const [row] = await db
    .select({ amount: paymentTransactions.amount, currency: paymentTransactions.currency })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.tenantId, tenantId),
        eq(paymentTransactions.id, referenceNumber),
        eq(paymentTransactions.kind, "Payment"),
        eq(paymentTransactions.broker, "ValitorPay"),
      ),
    );
  return row ?? null;
}
