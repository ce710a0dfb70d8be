import type { EventManifest } from "@stund/shared/contracts/bookings/booking-list";
import type { PaymentStatus } from "@stund/shared/bookings/enums";
import type { Executor } from "../../../../db/database";
import { notFound } from "../../../../http/errors";
import { eventNotFoundTitle } from "../../../catalogue/availability/availability.service";
import type { ReadScope } from "../booking.repository";
import { answerViews, customerSummary, shownStatus } from "./booking-read-view";
import { findItemsOf, findManifestEvent, findSeatTakingBookings } from "./event-manifest.repository";

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
