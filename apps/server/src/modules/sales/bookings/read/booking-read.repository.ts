import { and, asc, count, desc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { bookingHistory, bookingItems, paymentTransactions } from "../../../../db/schema/bookings";
import { bookings, events, experiences } from "../../../../db/schema/catalogue";
import { salesUnits } from "../../../../db/schema/projects";
import { users } from "../../../../db/schema/users";
import type { ReadScope } from "./booking-filters";

/** What a row of the list needs: the booking, its departure's start and its experience. */
const summaryColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  expiresAt: bookings.expiresAt,
  paymentStatus: bookings.paymentStatus,
  paymentMethod: bookings.paymentMethod,
  channel: bookings.channel,
  salesUnitId: bookings.salesUnitId,
  salesUnitName: salesUnits.name,
  customer: bookings.customer,
  eventId: bookings.eventId,
  eventStart: events.startAt,
  experienceId: events.experienceId,
  experienceName: experiences.name,
  seats: bookings.seats,
  total: bookings.total,
  paid: bookings.paid,
  currency: bookings.currency,
  checkedIn: bookings.checkedIn,
  overbooked: bookings.overbooked,
  createdAt: bookings.createdAt,
};

function summaries(db: Executor) {
  return db
    .select(summaryColumns)
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(experiences, eq(experiences.id, events.experienceId))
    .leftJoin(salesUnits, eq(salesUnits.id, bookings.salesUnitId));
}
export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number];

/** Matching rows, newest first; the id breaks ties so that pages never overlap. */
export async function findSummaryRows(
  db: Executor,
  where: SQL,
  page: { limit: number; offset: number },
): Promise<SummaryRow[]> {
  return summaries(db)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSummaryRows(db: Executor, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(where);
  return Number(row?.n ?? 0);
}

/** The whole booking of the project, with its departure, experience and the staff user who made it. */
export async function findDetailRow(db: Executor, scope: ReadScope, id: string) {
  const [row] = await db
    .select({
      booking: getTableColumns(bookings),
      eventStart: events.startAt,
      experienceId: events.experienceId,
      experienceName: experiences.name,
      salesUnitName: salesUnits.name,
      customFields: experiences.customFields,
      creatorName: users.name,
    })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(experiences, eq(experiences.id, events.experienceId))
    .leftJoin(salesUnits, eq(salesUnits.id, bookings.salesUnitId))
    .leftJoin(users, eq(users.id, bookings.createdBy))
    .where(
      and(
        eq(bookings.tenantId, scope.tenantId),
        eq(bookings.projectId, scope.projectId),
        eq(bookings.id, id),
      ),
    )
    .limit(1);
  return row;
}
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findDetailRow>>>;

export async function findItemRows(db: Executor, tenantId: string, bookingId: string) {
  return db
    .select()
    .from(bookingItems)
    .where(and(eq(bookingItems.tenantId, tenantId), eq(bookingItems.bookingId, bookingId)))
    .orderBy(asc(bookingItems.id));
}

/** What happened to the booking, oldest first, with the acting staff user's name. */
export async function findHistoryRows(db: Executor, tenantId: string, bookingId: string) {
  return db
    .select({
      at: bookingHistory.at,
      action: bookingHistory.action,
      actorKind: bookingHistory.actorKind,
      actorUserId: bookingHistory.actorUserId,
      actorName: users.name,
      details: bookingHistory.details,
    })
    .from(bookingHistory)
    .leftJoin(users, eq(users.id, bookingHistory.actorUserId))
    .where(and(eq(bookingHistory.tenantId, tenantId), eq(bookingHistory.bookingId, bookingId)))
    .orderBy(asc(bookingHistory.at), asc(bookingHistory.id));
}

export async function findTransactionRows(db: Executor, tenantId: string, bookingId: string) {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.tenantId, tenantId), eq(paymentTransactions.bookingId, bookingId)))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id));
}
