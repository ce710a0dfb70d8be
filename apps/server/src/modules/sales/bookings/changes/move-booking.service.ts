import { bookingChangeMessages as m } from "@stund/shared/contracts/bookings/booking-changes";
import type { SalesChannel } from "@stund/shared/enums";
import type { Transaction } from "../../../../db/database";
import { badRequest, conflict, notFound } from "../../../../http/errors";
import {
  confirmSeats,
  eventCancelledTitle,
  eventNotFoundTitle,
  lockDepartures,
  releaseSeats,
  takeSeats,
} from "../../../catalogue/availability/availability.service";
import {
  findSaleContext,
  insertHistory,
  lockBookingRow,
  updateBookingRow,
  type ReadScope,
  type SaleContext,
} from "../booking.repository";
import { departedTitle, notOnChannelTitle } from "../booking.service";
import { findItems, replaceItems } from "./booking-change.repository";
import { itemsForMove } from "./change-pricing";
import { recordOverbooking } from "../booking-audit";
import { assertLive, paymentStatusFor, totalsOf } from "./change-rules";

export interface MoveRequest {
  id: string;
  eventId: string;
  /** Staff allowed to may move past the seats left; it is recorded. */
  allowOverbook: boolean;
  userId: string;
  now: Date;
}

/** The departures whose seats changed. */
export interface SeatChange {
  eventIds: string[];
}

/** A departure of the project the booking may go to: not deleted, not left, sold on its channel. */
function assertDestination(
  context: SaleContext | undefined,
  scope: ReadScope,
  channel: SalesChannel,
  now: Date,
) {
  if (!context || context.projectId !== scope.projectId) throw notFound(eventNotFoundTitle);
  if (context.status === "Deleted" || context.experienceStatus === "Archived")
    throw notFound(eventNotFoundTitle);
  if (context.status === "Cancelled") throw conflict(eventCancelledTitle);
  if (context.startAt.getTime() <= now.getTime()) throw conflict(departedTitle);
  if (!context.channels.includes(channel)) throw conflict(notOnChannelTitle);
}

/**
 * Moves a booking to another departure of the project in the caller's transaction: the seats are
 * taken on the new departure under its lock (409 when too few are left, unless overbooking is
 * allowed) and given back on the old one; the tickets are priced as the new departure sells them
 * now, so a price difference shows as the booking's balance. Check-in starts again at 0.
 */
export async function moveBooking(
  tx: Transaction,
  scope: ReadScope,
  request: MoveRequest,
): Promise<SeatChange> {
  const { now } = request;
  const row = await lockBookingRow(tx, scope, request.id);
  assertLive(row, now);
  const from = row.eventId;
  if (from === request.eventId) throw badRequest(m.sameDeparture, { eventId: [m.sameDeparture] });
  const context = await findSaleContext(tx, scope.tenantId, request.eventId);
  assertDestination(context, scope, row.channel, now);
  const items = itemsForMove(context!, row.channel, await findItems(tx, scope.tenantId, row.id));
  const locked = await lockDepartures(tx, scope.tenantId, [from, request.eventId]);
  const seats = items.reduce((sum, item) => sum + item.quantity, 0);
  const taken =
    seats > 0
      ? await takeSeats(tx, scope.tenantId, {
          eventId: request.eventId,
          seats,
          allowOverbook: request.allowOverbook,
          now,
        })
      : { overbooked: false };
  if (taken.overbooked)
    await recordOverbooking(tx, row, request.userId, {
      before: { start: locked.get(from)?.startAt.toISOString() ?? null, seats: row.seats },
      after: { start: context!.startAt.toISOString(), seats },
    });
  if (row.status === "Confirmed") {
    await releaseSeats(tx, from, row.seats);
    await confirmSeats(tx, request.eventId, seats);
  }
  const totals = totalsOf(items, row.discount);
  await updateBookingRow(tx, row, {
    eventId: request.eventId,
    seats,
    subtotal: totals.subtotal,
    discount: totals.discount,
    total: totals.total,
    vat: totals.vat,
    paymentStatus: paymentStatusFor(row, totals.total),
    overbooked: taken.overbooked,
    checkedIn: 0,
    updatedAt: now,
  });
  await replaceItems(tx, row, items);
  await insertHistory(tx, {
    tenantId: scope.tenantId,
    bookingId: row.id,
    actorUserId: request.userId,
    actorKind: "Staff",
    action: "Moved",
    details: {
      fromEventId: from,
      fromStart: locked.get(from)?.startAt.toISOString() ?? null,
      toEventId: request.eventId,
      toStart: context!.startAt.toISOString(),
      seats,
      previousTotal: row.total,
      total: totals.total,
      overbooked: taken.overbooked,
    },
  });
  return { eventIds: [from, request.eventId] };
}
