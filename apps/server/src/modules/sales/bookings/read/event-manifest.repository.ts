import { and, asc, eq, gt, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { bookingItems } from "../../../../db/schema/bookings";
import { bookings, events, experiences } from "../../../../db/schema/catalogue";
import type { ReadScope } from "../booking.repository";

/** Holding seats as availability counts them: Pending with an expiry still ahead. */
const holdingSeats = (now: Date) =>
  and(eq(bookings.status, "Pending"), isNotNull(bookings.expiresAt), gt(bookings.expiresAt, now));

export async function findManifestEvent(db: Executor, scope: ReadScope, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      startAt: events.startAt,
      experienceName: experiences.name,
      customFields: experiences.customFields,
    })
    .from(events)
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .where(
      and(eq(events.tenantId, scope.tenantId), eq(events.projectId, scope.projectId), eq(events.id, eventId)),
    )
    .limit(1);
  return row;
}

/** The departure's bookings that take seats: sold (Confirmed, not cancelled) or held right now. */
export async function findSeatTakingBookings(db: Executor, tenantId: string, eventId: string, now: Date) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        eq(bookings.eventId, eventId),
        isNull(bookings.cancelledAt),
        or(eq(bookings.status, "Confirmed"), holdingSeats(now)),
      ),
    )
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

export async function findItemsOf(db: Executor, tenantId: string, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: bookingItems.bookingId, name: bookingItems.name, quantity: bookingItems.quantity })
    .from(bookingItems)
    .where(and(eq(bookingItems.tenantId, tenantId), inArray(bookingItems.bookingId, bookingIds)))
    .orderBy(asc(bookingItems.id));
}
