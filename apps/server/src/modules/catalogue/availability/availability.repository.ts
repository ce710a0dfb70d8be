import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { assets, events, experienceAssets } from "../../../db/schema/catalogue";

/*
 * The seats of departures and the use of asset pools are counted by the database's functions
 * (migration 0015: event_seats, take_event_seats, pool_peak, event_pool_use); these read their
 * answers and lock rows.
 */

const uuidList = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

export interface EventSeatsRow {
  eventId: string;
  sold: number;
  held: number;
  heldBookings: number;
  available: number;
}

/** Seats sold, held and still available on the company's departures, as of `now`; locks nothing. */
export async function findEventSeats(
  db: Executor,
  tenantId: string,
  eventIds: string[],
  now: Date,
): Promise<EventSeatsRow[]> {
  const result = await db.execute<{
    event_id: string;
    sold: number;
    held: number;
    held_bookings: number;
    available: number;
  }>(sql`
    select event_id, sold, held, held_bookings, available
    from event_seats(${tenantId}::uuid, ${uuidList(eventIds)}, ${now.toISOString()}::timestamptz)`);
  return result.rows.map((row) => ({
    eventId: row.event_id,
    sold: Number(row.sold),
    held: Number(row.held),
    heldBookings: Number(row.held_bookings),
    available: Number(row.available),
  }));
}

/** What `take_event_seats` counted under the departure's lock and its pools'. */
export interface TakenCount {
  found: boolean;
  status: string | null;
  /** The departure needs an asset pool. */
  pooled: boolean;
  /** Seats that can be taken, in `newBookings` more bookings. */
  available: number;
  projectId: string | null;
}

/**
 * Locks the departure, then its pools in id order, until the transaction ends, and counts its
 * seats under those locks.
 */
export async function takeEventSeats(
  tx: Executor,
  tenantId: string,
  eventId: string,
  now: Date,
  newBookings: number,
): Promise<TakenCount> {
  const result = await tx.execute<{
    found: boolean;
    status: string | null;
    pooled: boolean;
    available: number;
    project_id: string | null;
  }>(sql`
    select found, status, pooled, available, project_id
    from take_event_seats(${tenantId}::uuid, ${eventId}::uuid, ${now.toISOString()}::timestamptz,
      ${newBookings}::int)`);
  const row = result.rows[0]!;
  return {
    found: row.found === true,
    status: row.status ?? null,
    pooled: row.pooled === true,
    available: Number(row.available ?? 0),
    projectId: row.project_id ?? null,
  };
}

/** The highest use of a pool at any instant of [from, to), by departures and rentals. */
export async function findPoolPeak(
  db: Executor,
  tenantId: string,
  assetId: string,
  range: { from: Date; to: Date },
  now: Date,
): Promise<number> {
  const result = await db.execute<{ peak: number }>(sql`
    select pool_peak(${tenantId}::uuid, ${assetId}::uuid, ${range.from.toISOString()}::timestamptz,
      ${range.to.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, null) as peak`);
  return Number(result.rows[0]?.peak ?? 0);
}

export interface EventPoolUse {
  assetId: string;
  poolQuantity: number;
  /** Units the departure's own seats take. */
  ownUnits: number;
  /** The peak use of everything else during the departure's time. */
  othersPeak: number;
}

/** Each pool a departure needs, with its own use and everything else's peak during its time. */
export async function findEventPoolUse(
  tx: Executor,
  tenantId: string,
  eventId: string,
  now: Date,
): Promise<EventPoolUse[]> {
  const result = await tx.execute<{
    asset_id: string;
    pool_quantity: number;
    own_units: number;
    others_peak: number;
  }>(sql`
    select asset_id, pool_quantity, own_units, others_peak
    from event_pool_use(${tenantId}::uuid, ${eventId}::uuid, ${now.toISOString()}::timestamptz)`);
  return result.rows.map((row) => ({
    assetId: row.asset_id,
    poolQuantity: Number(row.pool_quantity),
    ownUnits: Number(row.own_units),
    othersPeak: Number(row.others_peak),
  }));
}

/** The pools an experience needs, by id. */
export async function findNeededPools(
  db: Executor,
  tenantId: string,
  experienceId: string,
): Promise<string[]> {
  const rows = await db
    .select({ assetId: experienceAssets.assetId })
    .from(experienceAssets)
    .where(and(eq(experienceAssets.tenantId, tenantId), eq(experienceAssets.experienceId, experienceId)))
    .orderBy(asc(experienceAssets.assetId));
  return rows.map((row) => row.assetId);
}

export interface PoolRow {
  id: string;
  quantity: number;
  seatsPerUnit: number;
}

export async function findPool(
  db: Executor,
  tenantId: string,
  assetId: string,
): Promise<PoolRow | undefined> {
  const [row] = await db
    .select({ id: assets.id, quantity: assets.quantity, seatsPerUnit: assets.seatsPerUnit })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, assetId)))
    .limit(1);
  return row;
}

export interface LockedEvent {
  id: string;
  projectId: string;
  experienceId: string;
  startAt: Date;
  endAt: Date;
  capacity: number;
  status: string;
  seatsSold: number;
  bookingsSold: number;
}

/** The event row, locked until the transaction ends: every seat change of it queues here. */
export async function lockEvent(
  tx: Executor,
  tenantId: string,
  eventId: string,
): Promise<LockedEvent | undefined> {
  const [row] = await tx
    .select({
      id: events.id,
      projectId: events.projectId,
      experienceId: events.experienceId,
      startAt: events.startAt,
      endAt: events.endAt,
      capacity: events.capacity,
      status: events.status,
      seatsSold: events.seatsSold,
      bookingsSold: events.bookingsSold,
    })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)))
    .for("update");
  return row;
}

/**
 * Locks the pools in id order, so two transactions that need the same pools queue instead of
 * deadlocking; every taker of a pool (departures and rentals) goes through this, or through
 * take_event_seats, which locks them in the same order.
 */
export async function lockPools(tx: Executor, tenantId: string, assetIds: string[]): Promise<void> {
  if (assetIds.length === 0) return;
  await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), inArray(assets.id, assetIds)))
    .orderBy(asc(assets.id))
    .for("update");
}

/** Moves the sold counters of an event; they never go below zero. */
export async function addSold(tx: Executor, eventId: string, seats: number, bookingCount: number) {
  const [row] = await tx
    .update(events)
    .set({
      seatsSold: sql`greatest(0, ${events.seatsSold} + ${seats})`,
      bookingsSold: sql`greatest(0, ${events.bookingsSold} + ${bookingCount})`,
    })
    .where(eq(events.id, eventId))
    .returning({ seatsSold: events.seatsSold, bookingsSold: events.bookingsSold });
  return row;
}
