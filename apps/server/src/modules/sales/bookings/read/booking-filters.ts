import { and, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { BookingFilter } from "@stund/shared/contracts/bookings/booking-list";
import { normaliseReference } from "@stund/shared/bookings/reference";
import { bookings, events } from "../../../../db/schema/catalogue";

/** The project whose bookings are read. */
export interface ReadScope {
  tenantId: string;
  projectId: string;
}

/** LIKE treats % and _ as wildcards and \ as escape; typed text must match itself only. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A hold whose time has run out: still Pending in the row, Expired to everyone reading it. */
export const holdRunOut = (now: Date) =>
  and(eq(bookings.status, "Pending"), isNotNull(bookings.expiresAt), lte(bookings.expiresAt, now));

/** Shown as Pending: a hold that has not run out, or a pending row with no expiry at all. */
export const stillPending = (now: Date) =>
  and(eq(bookings.status, "Pending"), or(isNull(bookings.expiresAt), gt(bookings.expiresAt, now)));

/** Holding seats as availability counts them: Pending with an expiry still ahead. */
export const holdingSeats = (now: Date) =>
  and(eq(bookings.status, "Pending"), isNotNull(bookings.expiresAt), gt(bookings.expiresAt, now));

/**
 * Search in the reference, the customer's name, email and phone, case-insensitively. A typed
 * reference ("k7f3 9qxa", "K7F39QXA") is normalised to its stored form first; a phone number is
 * also compared by its digits alone, so "+354 555 1234" finds "5551234".
 */
export function searchCondition(q: string): SQL | undefined {
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
export function bookingConditions(scope: ReadScope, filter: BookingFilter, now: Date): SQL {
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
