import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { bookings } from "../../../db/schema/catalogue";
import { tenants } from "../../../db/schema/tenants";

/** The booking a payment is for, as a notice's result names it. */
export async function findBookingRef(tx: Executor, bookingId: string) {
  const [booking] = await tx
    .select({
      id: bookings.id,
      tenantId: bookings.tenantId,
      projectId: bookings.projectId,
      eventId: bookings.eventId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking;
}

/**
 * Books a payment that came after its hold ran out and its seats were sold: the money is counted
 * as paid (it goes back by a refund) and a hold still Pending is Expired.
 */
export async function addLatePayment(tx: Executor, bookingId: string, amount: number, now: Date) {
  await tx
    .update(bookings)
    .set({
      paid: sql`${bookings.paid} + ${amount}`,
      status: sql`case when ${bookings.status} = 'Pending' then 'Expired' else ${bookings.status} end`,
      updatedAt: now,
    })
    .where(eq(bookings.id, bookingId));
}

export async function tenantExists(db: Executor, tenantId: string): Promise<boolean> {
  const rows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
  return rows.length === 1;
}
