import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { PriceOverrides } from "@stund/shared/contracts/catalogue/events";
import type { Executor } from "../../../db/database";
import { bookings, events } from "../../../db/schema/catalogue";

/** The fields of a series' event that a series change reads or writes. */
export interface SeriesEventRow {
  id: string;
  occurrenceKey: string | null;
  startAt: Date;
  endAt: Date;
  capacity: number;
  status: string;
  originalStartAt: Date | null;
  detached: boolean;
  flagged: boolean;
  flagReason: string;
  priceOverrides: PriceOverrides;
  seatsSold: number;
  deletedAt: Date | null;
}

/** A new event for one occurrence of a series. */
export interface OccurrenceEventValues {
  tenantId: string;
  projectId: string;
  experienceId: string;
  seriesId: string;
  occurrenceKey: string;
  startAt: Date;
  endAt: Date;
  capacity: number;
  priceOverrides: PriceOverrides;
}

/** What bookings rows say about one event at a moment. */
export interface EventBookingState {
  /** Seats of pending bookings that have not expired. */
  held: number;
  /** A confirmed booking or an unexpired pending one exists. */
  live: boolean;
  /** Any booking row refers to the event (it cannot be deleted while one does). */
  any: boolean;
}

/** Rows per INSERT, well below the parameter limit of one statement. */
const insertChunk = 500;

/**
 * Inserts the events of occurrences the series does not have yet. An occurrence key already taken
 * by any event of the series (detached, deleted by staff, past) is skipped by the unique index.
 * Returns the ids of the events created.
 */
export async function insertOccurrenceEvents(
  tx: Executor,
  values: OccurrenceEventValues[],
  now: Date,
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < values.length; index += insertChunk) {
    const chunk = values
      .slice(index, index + insertChunk)
      .map((value) => ({ ...value, createdAt: now, updatedAt: now }));
    const rows = await tx.insert(events).values(chunk).onConflictDoNothing().returning({ id: events.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/**
 * The series' events that start after `now`, locked until the transaction ends so no booking
 * changes their seats while the series decides about them.
 */
export async function lockUpcomingSeriesEvents(
  tx: Executor,
  tenantId: string,
  seriesId: string,
  now: Date,
): Promise<SeriesEventRow[]> {
  return tx
    .select({
      id: events.id,
      occurrenceKey: events.occurrenceKey,
      startAt: events.startAt,
      endAt: events.endAt,
      capacity: events.capacity,
      status: events.status,
      originalStartAt: events.originalStartAt,
      detached: events.detached,
      flagged: events.flagged,
      flagReason: events.flagReason,
      priceOverrides: events.priceOverrides,
      seatsSold: events.seatsSold,
      deletedAt: events.deletedAt,
    })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.seriesId, seriesId), gt(events.startAt, now)))
    .orderBy(asc(events.startAt), asc(events.id))
    .for("update");
}

/** Held seats and the kind of bookings of each event in `eventIds` at `now`. */
export async function bookingStates(
  tx: Executor,
  tenantId: string,
  eventIds: string[],
  now: Date,
): Promise<Map<string, EventBookingState>> {
  const states = new Map<string, EventBookingState>();
  if (eventIds.length === 0) return states;
  const at = now.toISOString();
  const unexpiredPending = sql`${bookings.status} = 'Pending'
    and (${bookings.expiresAt} is null or ${bookings.expiresAt} > ${at}::timestamptz)`;
  const rows = await tx
    .select({
      eventId: bookings.eventId,
      held: sql<number>`coalesce(sum(case when ${unexpiredPending} then ${bookings.seats} else 0 end), 0)::int`,
      live: sql<boolean>`bool_or(${bookings.status} = 'Confirmed' or (${unexpiredPending}))`,
    })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), inArray(bookings.eventId, eventIds)))
    .groupBy(bookings.eventId);
  for (const row of rows) {
    if (row.eventId) states.set(row.eventId, { held: Number(row.held), live: Boolean(row.live), any: true });
  }
  return states;
}

export async function updateSeriesEvent(
  tx: Executor,
  id: string,
  values: Partial<{
    startAt: Date;
    endAt: Date;
    capacity: number;
    priceOverrides: PriceOverrides;
    detached: boolean;
    flagged: boolean;
    flagReason: string;
  }>,
  now: Date,
): Promise<void> {
  await tx
    .update(events)
    .set({ ...values, updatedAt: now })
    .where(eq(events.id, id));
}

/** Removes events nothing refers to. */
export async function deleteEventRows(tx: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(events).where(inArray(events.id, ids));
}

/**
 * Removes events that old (expired, declined, failed) booking rows still refer to: they become
 * Deleted and give up their occurrence key, so the series may plan that departure again.
 */
export async function retireEventRows(tx: Executor, ids: string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(events)
    .set({ status: "Deleted", deletedAt: now, occurrenceKey: null, updatedAt: now })
    .where(inArray(events.id, ids));
}
