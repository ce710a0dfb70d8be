import {
  bookingExportRowCap,
  type BookingDetail,
  type BookingFilter,
  type BookingList,
  type BookingListQuery,
  type BookingSummary,
} from "@stund/shared/contracts/bookings/booking-list";
import { validationMessages as m } from "@stund/shared/contracts/validation-messages";
import type { Database, Executor } from "../../../../db/database";
import { badRequest, conflict, notFound } from "../../../../http/errors";
import { insertHistory, lockBookingRow, updateBookingRow, type ReadScope } from "../booking.repository";
import {
  countSummaryRows,
  findDetailRow,
  findHistoryRows,
  findItemRows,
  findSummaryRows,
  findTransactionRows,
} from "./booking-read.repository";
import { toDetail, toSummary } from "./booking-read-view";

export const bookingNotFoundTitle = "Booking not found";
export const onlyConfirmedTitle = "Only confirmed bookings can be checked in";

/** One page of the project's bookings, newest first, with how many match in all. */
export async function listBookings(
  db: Database,
  scope: ReadScope,
  query: BookingListQuery,
  now = new Date(),
): Promise<BookingList> {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    findSummaryRows(db, scope, query, now, { limit: query.pageSize, offset }),
    countSummaryRows(db, scope, query, now),
  ]);
  return { items: rows.map((row) => toSummary(row, now)), total, page: query.page, pageSize: query.pageSize };
}

/** Every match up to the export cap; `truncated` says more matched than the file holds. */
export async function exportBookings(
  db: Database,
  scope: ReadScope,
  filter: BookingFilter,
  now = new Date(),
): Promise<{ rows: BookingSummary[]; truncated: boolean }> {
  const rows = await findSummaryRows(db, scope, filter, now, { limit: bookingExportRowCap + 1, offset: 0 });
  return {
    rows: rows.slice(0, bookingExportRowCap).map((row) => toSummary(row, now)),
    truncated: rows.length > bookingExportRowCap,
  };
}

export async function getBookingDetail(
  db: Executor,
  scope: ReadScope,
  id: string,
  now = new Date(),
): Promise<BookingDetail> {
  const row = await findDetailRow(db, scope, id);
  if (!row) throw notFound(bookingNotFoundTitle);
  const [items, history, transactions] = await Promise.all([
    findItemRows(db, scope.tenantId, id),
    findHistoryRows(db, scope.tenantId, id),
    findTransactionRows(db, scope.tenantId, id),
  ]);
  return toDetail(row, { items, history, transactions }, now);
}

/**
 * Records how many of a confirmed booking's seats have arrived (a correction may lower it), with
 * a history line naming the staff user. The row is locked so two desks cannot interleave.
 */
export async function checkInBooking(
  db: Database,
  scope: ReadScope,
  request: { id: string; seats: number; userId: string },
  now = new Date(),
): Promise<BookingDetail> {
  await db.transaction(async (tx) => {
    const row = await lockBookingRow(tx, scope, request.id);
    if (!row) throw notFound(bookingNotFoundTitle);
    if (row.status !== "Confirmed" || row.cancelledAt) throw conflict(onlyConfirmedTitle);
    if (request.seats > row.seats)
      throw badRequest(`seats: ${m.max(row.seats)}`, { seats: [m.max(row.seats)] });
    await updateBookingRow(tx, row, { checkedIn: request.seats, updatedAt: now });
    await insertHistory(tx, {
      tenantId: scope.tenantId,
      bookingId: request.id,
      actorUserId: request.userId,
      actorKind: "Staff",
      action: "CheckedIn",
      details: { seats: request.seats },
    });
  });
  return getBookingDetail(db, scope, request.id, now);
}
