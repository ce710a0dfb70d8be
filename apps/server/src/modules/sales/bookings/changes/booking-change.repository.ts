import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { bookingItems, paymentTransactions } from "../../../../db/schema/bookings";
import { events, experiences } from "../../../../db/schema/catalogue";
import type { ItemRow } from "../booking.repository";

export type NewItem = Omit<ItemRow, "id" | "tenantId" | "bookingId">;

export async function findItems(tx: Executor, tenantId: string, bookingId: string): Promise<ItemRow[]> {
  return tx
    .select()
    .from(bookingItems)
    .where(and(eq(bookingItems.tenantId, tenantId), eq(bookingItems.bookingId, bookingId)))
    .orderBy(asc(bookingItems.id));
}

/** The booking's tickets replaced by these, in one go. */
export async function replaceItems(
  tx: Executor,
  booking: { tenantId: string; id: string },
  items: readonly NewItem[],
): Promise<void> {
  await tx
    .delete(bookingItems)
    .where(and(eq(bookingItems.tenantId, booking.tenantId), eq(bookingItems.bookingId, booking.id)));
  if (items.length === 0) return;
  await tx
    .insert(bookingItems)
    .values(items.map((item) => ({ ...item, tenantId: booking.tenantId, bookingId: booking.id })));
}

/** The departure's start and the cancellation policy of its experience. */
export async function findDeparturePolicy(tx: Executor, tenantId: string, eventId: string) {
  const [row] = await tx
    .select({ startAt: events.startAt, policy: experiences.cancellationPolicy })
    .from(events)
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .limit(1);
  return row;
}

/** Whether a card payment of the booking succeeded at a broker, so a refund can go back the same way. */
export async function hasBrokerPayment(tx: Executor, tenantId: string, bookingId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.tenantId, tenantId),
        eq(paymentTransactions.bookingId, bookingId),
        eq(paymentTransactions.kind, "Payment"),
        eq(paymentTransactions.result, "Success"),
        eq(paymentTransactions.method, "Card"),
        sql`${paymentTransactions.broker} <> 'None'`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
