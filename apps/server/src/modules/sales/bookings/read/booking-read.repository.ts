import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { BookingFilter } from "@stund/shared/contracts/bookings/booking-list";
import { normaliseReference } from "@stund/shared/bookings/reference";
import type { Executor } from "../../../../db/database";
import { bookingHistory, bookingItems, paymentTransactions } from "../../../../db/schema/bookings";
import { bookings, events, experiences } from "../../../../db/schema/catalogue";
import { salesUnits } from "../../../../db/schema/projects";
import { users } from "../../../../db/schema/users";
import type { ReadScope } from "../booking.repository";

/** LIKE treats % and _ as wildcards and \ as escape; typed text must match itself only. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A hold whose time has run out: still Pending in the row, Expired to everyone reading it. */
const holdRunOut = (now: Date) =>
  and(eq(bookings.status, "Pending"), isNotNull(bookings.expiresAt), lte(bookings.expiresAt, now));

/** Shown as Pending: a hold that has not run out, or a pending row with no expiry at all. */
const stillPending = (now: Date) =>
  and(eq(bookings.status, "Pending"), or(isNull(bookings.expiresAt), gt(bookings.expiresAt, now)));

/**
 * Search in the reference, the customer's name, email and phone, case-insensitively. A typed
 * reference ("k7f3 9qxa", "K7F39QXA") is normalised to its stored form first; a phone number is
 * also compared by its digits alone, so "+354 555 1234" finds "5551234".
 */
function searchCondition(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  const customer = (key: string) => sql`${bookings.customer}->>${key}`;
  const matches: SQL[] = [
    ilike(bookings.reference, pattern),
    ilike(customer("name"), pattern),
    ilike(customer("email"), pattern),
    ilike(customer("phone"), pattern),
  ];
  const reference = normaliseReference(text);
  if (reference) matches.push(eq(bookings.reference, reference));
  const digits = text.replace(/\D/g, "");
  if (/^[+\d\s().-]+$/.test(text) && digits.length >= 3)
    matches.push(
      sql`regexp_replace(coalesce(${customer("phone")}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
    );
  return or(...matches);
}

/** The rows of the project that the filter lets through, as of `now` for run-out holds. */
function bookingConditions(scope: ReadScope, filter: BookingFilter, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(bookings.tenantId, scope.tenantId),
    eq(bookings.projectId, scope.projectId),
    filter.q ? searchCondition(filter.q) : undefined,
    filter.from ? gte(events.startAt, new Date(filter.from)) : undefined,
    filter.to ? lt(events.startAt, new Date(filter.to)) : undefined,
    filter.experienceId ? eq(events.experienceId, filter.experienceId) : undefined,
    filter.paymentStatus ? eq(bookings.paymentStatus, filter.paymentStatus) : undefined,
    filter.channel ? eq(bookings.channel, filter.channel) : undefined,
    filter.salesUnitId ? eq(bookings.salesUnitId, filter.salesUnitId) : undefined,
  ];
  if (filter.status === "Expired") conditions.push(or(eq(bookings.status, "Expired"), holdRunOut(now)));
  else if (filter.status === "Pending") conditions.push(stillPending(now));
  else if (filter.status) conditions.push(eq(bookings.status, filter.status));
  return and(...conditions)!;
}

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

/**
 * The project's rows the filter lets through (as of `now` for run-out holds), newest first; the id
 * breaks ties so that pages never overlap.
 */
export async function findSummaryRows(
  db: Executor,
  scope: ReadScope,
  filter: BookingFilter,
  now: Date,
  page: { limit: number; offset: number },
): Promise<SummaryRow[]> {
  return summaries(db)
    .where(bookingConditions(scope, filter, now))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSummaryRows(
  db: Executor,
  scope: ReadScope,
  filter: BookingFilter,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(bookingConditions(scope, filter, now));
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
