import { and, eq } from "drizzle-orm";
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
import { bookings } from "../../../../db/schema/catalogue";
import { badRequest, conflict, notFound } from "../../../../http/errors";
import { insertHistory } from "../booking.repository";
import { bookingConditions, type ReadScope } from "./booking-filters";
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
  const where = bookingConditions(scope, query, now);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, total] = await Promise.all([
    findSummaryRows(db, where, { limit: query.pageSize, offset }),
    countSummaryRows(db, where),
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
  const where = bookingConditions(scope, filter, now);
  const rows = await findSummaryRows(db, where, { limit: bookingExportRowCap + 1, offset: 0 });
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
    const [row] = await tx
      .select({ status: bookings.status, seats: bookings.seats, cancelledAt: bookings.cancelledAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.tenantId, scope.tenantId),
          eq(bookings.projectId, scope.projectId),
          eq(bookings.id, request.id),
        ),
      )
      .for("update");
    if (!row) throw notFound(bookingNotFoundTitle);
    if (row.status !== "Confirmed" || row.cancelledAt) throw conflict(onlyConfirmedTitle);
    if (request.seats > row.seats)
      throw badRequest(`seats: ${m.max(row.seats)}`, { seats: [m.max(row.seats)] });
    await tx
      .update(bookings)
      .set({ checkedIn: request.seats, updatedAt: now })
      .where(and(eq(bookings.tenantId, scope.tenantId), eq(bookings.id, request.id)));
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
