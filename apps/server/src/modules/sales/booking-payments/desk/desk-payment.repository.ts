import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { paymentTransactions } from "../../../../db/schema/bookings";

/** The newest payment link of a booking that is still open and has its broker's address. */
export async function findOpenPaymentLink(db: Database, tenantId: string, bookingId: string, now: Date) {
  const [link] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.tenantId, tenantId),
        eq(paymentTransactions.bookingId, bookingId),
        eq(paymentTransactions.kind, "Payment"),
        eq(paymentTransactions.result, "Pending"),
        eq(paymentTransactions.note, "Payment link"),
        isNotNull(paymentTransactions.checkoutReference),
        gt(paymentTransactions.expiresAt, now),
      ),
    )
    .orderBy(desc(paymentTransactions.createdAt))
    .limit(1);
  return link;
}
