import type { PublicBookingView } from "@stund/shared/contracts/bookings/public";
import type { Executor } from "../../../db/database";
import { notFound } from "../../../http/errors";
import { findBookingItems, findCustomerBooking, findLatestAttempt } from "./public-booking.repository";
import { customerCancellation } from "./public-cancellation";
import type { PublicTenant } from "./public-tenant";

/** A customer's booking by its id (a random key only the customer was given), as they may see it. */
export async function publicBookingView(
  db: Executor,
  tenant: PublicTenant,
  id: string,
  now: Date = new Date(),
): Promise<PublicBookingView> {
  const row = await findCustomerBooking(db, tenant.id, id);
  if (!row) throw notFound("Booking not found");
  const { booking } = row;
  const [items, attempt, cancellation] = await Promise.all([
    findBookingItems(db, booking.id),
    findLatestAttempt(db, booking.id),
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
    timeZone: row.timeZone || tenant.timeZone,
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
