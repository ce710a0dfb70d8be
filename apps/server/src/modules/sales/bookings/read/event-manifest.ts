import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { EventManifest } from "@stund/shared/contracts/bookings/booking-list";
import type { PaymentStatus } from "@stund/shared/bookings/enums";
import type { Executor } from "../../../../db/database";
import { bookingItems } from "../../../../db/schema/bookings";
import { bookings, events, experiences } from "../../../../db/schema/catalogue";
import { notFound } from "../../../../http/errors";
import { eventNotFoundTitle } from "../../../catalogue/availability/availability.service";
import { holdingSeats, type ReadScope } from "./booking-filters";
import { answerViews, customerSummary, shownStatus } from "./booking-read-view";

async function findManifestEvent(db: Executor, scope: ReadScope, eventId: string) {
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
async function findSeatTakingBookings(db: Executor, tenantId: string, eventId: string, now: Date) {
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

async function findItemsOf(db: Executor, tenantId: string, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .select({ bookingId: bookingItems.bookingId, name: bookingItems.name, quantity: bookingItems.quantity })
    .from(bookingItems)
    .where(and(eq(bookingItems.tenantId, tenantId), inArray(bookingItems.bookingId, bookingIds)))
    .orderBy(asc(bookingItems.id));
}

/** Who is coming on a departure, for the guide's list and the desk's check-in. */
export async function eventManifest(
  db: Executor,
  scope: ReadScope,
  eventId: string,
  now = new Date(),
): Promise<EventManifest> {
  const event = await findManifestEvent(db, scope, eventId);
  if (!event) throw notFound(eventNotFoundTitle);
  const rows = await findSeatTakingBookings(db, scope.tenantId, event.id, now);
  const items = await findItemsOf(
    db,
    scope.tenantId,
    rows.map((b) => b.id),
  );
  const itemsOf = new Map<string, { name: EventManifest["experienceName"]; quantity: number }[]>();
  for (const { bookingId, ...item } of items)
    itemsOf.set(bookingId, [...(itemsOf.get(bookingId) ?? []), item]);
  const entries = rows.map((b) => ({
    id: b.id,
    reference: b.reference ?? "",
    status: shownStatus(b.status, b.expiresAt, now),
    customer: customerSummary(b.customer),
    items: itemsOf.get(b.id) ?? [],
    seats: b.seats,
    checkedIn: b.checkedIn,
    paymentStatus: b.paymentStatus as PaymentStatus,
    total: b.total,
    paid: b.paid,
    currency: b.currency,
    answers: answerViews(b.answers, event.customFields),
  }));
  return {
    eventId: event.id,
    eventStart: event.startAt.toISOString(),
    experienceName: event.experienceName,
    bookings: entries,
    totals: {
      seats: entries.reduce((sum, b) => sum + b.seats, 0),
      checkedIn: entries.reduce((sum, b) => sum + b.checkedIn, 0),
    },
  };
}
