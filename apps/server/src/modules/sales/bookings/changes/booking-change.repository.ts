import { and, asc, eq, like, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { bookingItems, paymentTransactions } from "../../../../db/schema/bookings";
import { bookings, events, experiences } from "../../../../db/schema/catalogue";
import { emailOutbox } from "../../../../db/schema/emails";
import { lockEvent } from "../../../catalogue/availability/availability.repository";
import type { BookingRow } from "../booking.repository";
import type { ReadScope } from "../read/booking-filters";

export type ItemRow = typeof bookingItems.$inferSelect;
export type NewItem = Omit<ItemRow, "id" | "tenantId" | "bookingId">;

/** The booking of the project, as the changes read it. */
function bookingOfProject(db: Executor, scope: ReadScope, id: string) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, scope.tenantId),
        eq(bookings.projectId, scope.projectId),
        eq(bookings.id, id),
      ),
    );
}

/** The booking of the project, locked until the transaction ends so two desks cannot interleave. */
export async function lockBookingRow(
  tx: Executor,
  scope: ReadScope,
  id: string,
): Promise<BookingRow | undefined> {
  const [row] = await bookingOfProject(tx, scope, id).for("update");
  return row;
}

export async function findBookingRow(
  db: Executor,
  scope: ReadScope,
  id: string,
): Promise<BookingRow | undefined> {
  const [row] = await bookingOfProject(db, scope, id).limit(1);
  return row;
}

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

export async function updateBookingRow(
  tx: Executor,
  booking: { tenantId: string; id: string },
  values: Partial<Omit<BookingRow, "id" | "tenantId" | "projectId">>,
): Promise<void> {
  await tx
    .update(bookings)
    .set(values)
    .where(and(eq(bookings.tenantId, booking.tenantId), eq(bookings.id, booking.id)));
}

/**
 * Locks departures in id order, as every taker that needs more than one must, so two moves in
 * opposite directions wait for each other instead of deadlocking.
 */
export async function lockEventsInOrder(tx: Executor, tenantId: string, eventIds: string[]) {
  const locked = new Map<string, NonNullable<Awaited<ReturnType<typeof lockEvent>>>>();
  for (const id of [...new Set(eventIds)].sort()) {
    const row = await lockEvent(tx, tenantId, id);
    if (row) locked.set(id, row);
  }
  return locked;
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

/** How many outbox rows of the booking have a kind starting with `prefix`. */
export async function countOutboxRows(tx: Executor, bookingId: string, prefix: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, `${prefix}%`)));
  return Number(row?.n ?? 0);
}
