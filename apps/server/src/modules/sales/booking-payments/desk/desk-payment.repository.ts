import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { paymentTransactions } from "../../../../db/schema/bookings";
import { bookings } from "../../../../db/schema/catalogue";
import { tenants } from "../../../../db/schema/tenants";

/** The newest payment link of a booking that is still open and has its broker's address. */
export async function findOpenPaymentLink(db: Executor, tenantId: string, bookingId: string, now: Date) {
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

/** Marks a booking as waiting for its payment link, unless something was paid on it already. */
export async function markAwaitingLink(db: Executor, bookingId: string, now: Date): Promise<void> {
  await db
    .update(bookings)
    .set({ paymentStatus: "PaymentLink", updatedAt: now })
    .where(and(eq(bookings.id, bookingId), eq(bookings.paid, 0)));
}

/** The company's booking and the project it belongs to. */
export async function findBookingProject(db: Executor, tenantId: string, bookingId: string) {
  const [booking] = await db
    .select({ id: bookings.id, projectId: bookings.projectId })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, bookingId)));
  return booking;
}

export async function findTenantName(db: Executor, tenantId: string): Promise<string | undefined> {
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.name;
}
