import { and, desc, eq } from "drizzle-orm";
import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import type { Executor } from "../../../db/database";
import { bookingItems, paymentTransactions } from "../../../db/schema/bookings";
import { bookings, events, experiences } from "../../../db/schema/catalogue";
import { notFound } from "../../../http/errors";
import { customerCancellation } from "./public-cancellation";
import type { PublicTenant } from "./public-tenant";

/** A customer's booking by its id (a random key only the customer was given), as they may see it. */
export async function publicBookingView(
  db: Executor,
  tenant: PublicTenant,
  id: string,
  now: Date = new Date(),
): Promise<PublicBookingView> {
  const [row] = await db
    .select({ booking: bookings, start: events.startAt, end: events.endAt, experience: experiences.name })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(experiences, eq(experiences.id, events.experienceId))
    .where(and(eq(bookings.tenantId, tenant.id), eq(bookings.id, id)));
  if (!row) throw notFound("Booking not found");
  const { booking } = row;
  const [items, [attempt], cancellation] = await Promise.all([
    db.select().from(bookingItems).where(eq(bookingItems.bookingId, booking.id)),
    db
      .select({ url: paymentTransactions.paymentUrl, result: paymentTransactions.result })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.bookingId, booking.id), eq(paymentTransactions.kind, "Payment")))
      .orderBy(desc(paymentTransactions.createdAt))
      .limit(1),
    customerCancellation(db, booking, now),
  ]);
  const holding = booking.status === "Pending" && booking.expiresAt !== null && booking.expiresAt > now;
  const status = booking.status === "Pending" && !holding ? "Expired" : booking.status;
  return {
    id: booking.id,
    reference: booking.reference ?? "",
    status: status as PublicBookingView["status"],
    expiresAt: holding ? booking.expiresAt!.toISOString() : null,
    company: tenant.name,
    experience: row.experience ?? { EN: "", IS: "" },
    start: row.start?.toISOString() ?? null,
    end: row.end?.toISOString() ?? null,
    items: items.map((item) => ({ name: item.name, quantity: item.quantity, unitPrice: item.unitPrice })),
    total: booking.total,
    paid: booking.paid,
    refunded: booking.refunded,
    currency: booking.currency,
    paymentStatus: booking.paymentStatus,
    customerName: booking.customer.name ?? "",
    paymentUrl: holding && attempt?.url && attempt.result !== "Success" ? attempt.url : null,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancellation,
  };
}
