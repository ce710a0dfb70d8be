import type { Transaction } from "../../../../db/database";
import { notFound } from "../../../../http/errors";
import {
  confirmSeats,
  eventNotFoundTitle,
  releaseSeats,
  takeSeats,
} from "../../../catalogue/availability/availability.service";
import {
  findSaleContext,
  insertHistory,
  lockBookingRow,
  updateBookingRow,
  type ReadScope,
} from "../booking.repository";
import { findItems, replaceItems } from "./booking-change.repository";
import { itemsForQuantities, sameQuantities } from "./change-pricing";
import { assertLive, paymentStatusFor, totalsOf } from "./change-rules";
import type { SeatChange } from "./move-booking.service";
import { recordOverbooking } from "../booking-audit";

export interface QuantitiesRequest {
  id: string;
  items: { ticketCategoryId: string; quantity: number }[];
  allowOverbook: boolean;
  userId: string;
  now: Date;
}

/**
 * Sets the booking's tickets in the caller's transaction. Extra seats are taken under the
 * departure's lock (409 when too few are left, unless overbooking is allowed); fewer give seats
 * back. Totals and VAT are worked out again; check-in never stays above the seats.
 */
export async function changeQuantities(
  tx: Transaction,
  scope: ReadScope,
  request: QuantitiesRequest,
): Promise<SeatChange> {
  const { now } = request;
  const row = await lockBookingRow(tx, scope, request.id);
  assertLive(row, now);
  const context = await findSaleContext(tx, scope.tenantId, row.eventId);
  if (!context) throw notFound(eventNotFoundTitle);
  const current = await findItems(tx, scope.tenantId, row.id);
  const items = itemsForQuantities(context, row.channel, current, request.items);
  if (sameQuantities(items, current)) return { eventIds: [] };
  const seats = items.reduce((sum, item) => sum + item.quantity, 0);
  const extra = seats - row.seats;
  let overbooked = row.overbooked;
  if (extra > 0) {
    const taken = await takeSeats(tx, scope.tenantId, {
      eventId: row.eventId,
      seats: extra,
      bookings: 0,
      allowOverbook: request.allowOverbook,
      now,
    });
    overbooked ||= taken.overbooked;
    if (taken.overbooked)
      await recordOverbooking(tx, row, request.userId, {
        before: { seats: row.seats, seatsLeft: taken.available },
        after: { seats },
      });
    if (row.status === "Confirmed") await confirmSeats(tx, row.eventId, extra, 0);
  } else if (extra < 0 && row.status === "Confirmed") {
    await releaseSeats(tx, row.eventId, -extra, 0);
  }
  const totals = totalsOf(items, row.discount);
  await updateBookingRow(tx, row, {
    seats,
    subtotal: totals.subtotal,
    discount: totals.discount,
    total: totals.total,
    vat: totals.vat,
    paymentStatus: paymentStatusFor(row, totals.total),
    overbooked,
    checkedIn: Math.min(row.checkedIn, seats),
    updatedAt: now,
  });
  await replaceItems(tx, row, items);
  await insertHistory(tx, {
    tenantId: scope.tenantId,
    bookingId: row.id,
    actorUserId: request.userId,
    actorKind: "Staff",
    action: "QuantitiesChanged",
    details: { previousSeats: row.seats, seats, previousTotal: row.total, total: totals.total, overbooked },
  });
  return { eventIds: [row.eventId] };
}
