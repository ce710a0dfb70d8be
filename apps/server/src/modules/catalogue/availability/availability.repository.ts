import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { assets, bookings, events, experienceAssets } from "../../../db/schema/catalogue";
import type { AssetPer } from "./asset-usage";

/** Statuses whose departures still run and so use their assets (a Closed one only stops selling). */
export const assetUsingStatuses = ["Active", "Delayed", "Closed"] as const;

/** The longest an event can last (the contracts' duration limit); bounds the overlap scan of events. */
const longestEventMs = 90 * 24 * 60 * 60 * 1000;

const uuidList = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

/** A pending booking holds its seats until it expires. */
const holdingNow = (now: Date) =>
  and(eq(bookings.status, "Pending"), isNotNull(bookings.expiresAt), gt(bookings.expiresAt, now));

export interface Holds {
  seats: number;
  bookings: number;
}

/** Seats and bookings held by unexpired pending bookings, per event (absent: none). */
export async function findHolds(
  db: Executor,
  tenantId: string,
  eventIds: string[],
  now: Date,
): Promise<Map<string, Holds>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: bookings.eventId,
      seats: sql<number>`coalesce(sum(${bookings.seats}), 0)::int`,
      bookings: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(
      and(
        sql`${bookings.eventId} = any(${uuidList(eventIds)})`,
        eq(bookings.tenantId, tenantId),
        holdingNow(now),
      ),
    )
    .groupBy(bookings.eventId);
  return new Map(rows.map((row) => [row.eventId!, { seats: row.seats, bookings: row.bookings }]));
}

export interface ExperienceNeed {
  experienceId: string;
  assetId: string;
  quantity: number;
  per: AssetPer;
  poolQuantity: number;
  seatsPerUnit: number;
}

/** The pools each experience needs, with each pool's size. */
export async function findAssetNeeds(
  db: Executor,
  tenantId: string,
  experienceIds: string[],
): Promise<ExperienceNeed[]> {
  if (experienceIds.length === 0) return [];
  const rows = await db
    .select({
      experienceId: experienceAssets.experienceId,
      assetId: experienceAssets.assetId,
      quantity: experienceAssets.quantity,
      per: experienceAssets.per,
      poolQuantity: assets.quantity,
      seatsPerUnit: assets.seatsPerUnit,
    })
    .from(experienceAssets)
    .innerJoin(assets, and(eq(assets.id, experienceAssets.assetId), eq(assets.tenantId, tenantId)))
    .where(
      and(eq(experienceAssets.tenantId, tenantId), inArray(experienceAssets.experienceId, experienceIds)),
    )
    .orderBy(asc(experienceAssets.assetId));
  return rows.map((row) => ({ ...row, per: row.per as AssetPer }));
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

/** A use of a pool within the asked window: a departure's need, or a rental's units. */
export type PoolUse =
  | {
      kind: "event";
      assetId: string;
      eventId: string;
      start: Date;
      end: Date;
      seats: number;
      bookings: number;
      quantity: number;
      per: AssetPer;
    }
  | { kind: "rental"; assetId: string; start: Date; end: Date; units: number };

/**
 * Everything that uses the pools within [from, to): departures still running (with their sold and
 * currently held seats and bookings) and rentals confirmed or held. Two indexed reads.
 */
export async function findPoolUses(
  db: Executor,
  tenantId: string,
  assetIds: string[],
  from: Date,
  to: Date,
  now: Date,
): Promise<PoolUse[]> {
  if (assetIds.length === 0 || to <= from) return [];
  const held = db
    .select({
      seats: sql<number>`coalesce(sum(${bookings.seats}), 0)::int`.as("held_seats"),
      bookings: sql<number>`count(*)::int`.as("held_bookings"),
    })
    .from(bookings)
    .where(and(eq(bookings.eventId, events.id), holdingNow(now)))
    .as("held");
  const departures = await db
    .select({
      assetId: experienceAssets.assetId,
      eventId: events.id,
      start: events.startAt,
      end: events.endAt,
      seatsSold: events.seatsSold,
      bookingsSold: events.bookingsSold,
      heldSeats: held.seats,
      heldBookings: held.bookings,
      quantity: experienceAssets.quantity,
      per: experienceAssets.per,
    })
    .from(experienceAssets)
    .innerJoin(
      events,
      and(
        eq(events.experienceId, experienceAssets.experienceId),
        eq(events.tenantId, tenantId),
        inArray(events.status, [...assetUsingStatuses]),
        lt(events.startAt, to),
        gt(events.startAt, new Date(from.getTime() - longestEventMs)),
        gt(events.endAt, from),
      ),
    )
    .leftJoinLateral(held, sql`true`)
    .where(
      and(
        eq(experienceAssets.tenantId, tenantId),
        sql`${experienceAssets.assetId} = any(${uuidList(assetIds)})`,
      ),
    );
  const rentals = await db
    .select({
      assetId: bookings.assetId,
      start: bookings.startsAt,
      end: bookings.endsAt,
      units: bookings.units,
    })
    .from(bookings)
    .where(
      and(
        sql`${bookings.assetId} = any(${uuidList(assetIds)})`,
        eq(bookings.tenantId, tenantId),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, from),
        gt(bookings.units, 0),
        or(eq(bookings.status, "Confirmed"), holdingNow(now)),
      ),
    );
  return [
    ...departures.map((row): PoolUse => ({
      kind: "event",
      assetId: row.assetId,
      eventId: row.eventId,
      start: row.start,
      end: row.end,
      seats: row.seatsSold + (row.heldSeats ?? 0),
      bookings: row.bookingsSold + (row.heldBookings ?? 0),
      quantity: row.quantity,
      per: row.per as AssetPer,
    })),
    ...rentals.map((row): PoolUse => ({
      kind: "rental",
      assetId: row.assetId!,
      start: row.start!,
      end: row.end!,
      units: row.units,
    })),
  ];
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
 * deadlocking; every taker of a pool (departures and rentals) goes through this.
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
