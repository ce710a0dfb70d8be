import type { Executor } from "../../../db/database";
import { conflict, notFound } from "../../../http/errors";
import {
  addSold,
  findEventPoolUse,
  findEventSeats,
  findNeededPools,
  findPool,
  findPoolPeak,
  lockEvent,
  lockPools,
  takeEventSeats,
  type LockedEvent,
} from "./availability.repository";
import { notEnoughSeats } from "./not-enough-seats";

export type { LockedEvent } from "./availability.repository";

/*
 * The seat rule (docs/product.md §8.2) is the database's: migration 0015's functions count seats
 * and pools for the booking that takes them and for every screen that shows them. This service
 * reads their answers, turns them into the answers a caller gets, and locks rows.
 */

export interface EventSeats {
  sold: number;
  /** Seats held by unexpired pending bookings. */
  held: number;
  heldBookings: number;
  /** Seats that can still be sold: capacity and every needed asset pool allow them. */
  available: number;
}

/** A departure still running uses its assets; a Closed one only stops selling. */
const sellingOrRunning = new Set(["Active", "Delayed", "Closed"]);

export const eventNotFoundTitle = "Event not found";
export const eventCancelledTitle = "The event is cancelled";

/**
 * Seats sold, held and still available for each of the company's events (by id), as the database
 * counts them when they are taken, in one query that locks nothing.
 */
export async function seatsForEvents(
  db: Executor,
  tenantId: string,
  eventRows: readonly { id: string }[],
  now: Date = new Date(),
): Promise<Map<string, EventSeats>> {
  if (eventRows.length === 0) return new Map();
  const rows = await findEventSeats(
    db,
    tenantId,
    eventRows.map((event) => event.id),
    now,
  );
  return new Map(
    rows.map((row) => [
      row.eventId,
      { sold: row.sold, held: row.held, heldBookings: row.heldBookings, available: row.available },
    ]),
  );
}

export interface PoolAvailability {
  quantity: number;
  peakInUse: number;
  free: number;
}

/**
 * Units of one pool free throughout [from, to): its size less the peak use by departures and
 * rentals at any instant of that range. Throws 404 when the pool is not the tenant's.
 */
export async function assetUnitsFree(
  db: Executor,
  tenantId: string,
  assetId: string,
  from: Date,
  to: Date,
  now: Date = new Date(),
): Promise<PoolAvailability> {
  const pool = await findPool(db, tenantId, assetId);
  if (!pool) throw notFound("Asset not found");
  const peakInUse = await findPoolPeak(db, tenantId, assetId, { from, to }, now);
  return { quantity: pool.quantity, peakInUse, free: Math.max(0, pool.quantity - peakInUse) };
}

/** A departure's seats as counted under its lock: whether it was found, its status, what is left. */
export interface SeatsAnswer {
  found: boolean;
  status: string | null;
  available: number;
}

/** 404 for a departure not found or deleted, 409 for a cancelled one: neither gives seats. */
export function assertDepartureOpen(answer: SeatsAnswer): void {
  if (!answer.found || answer.status === "Deleted") throw notFound(eventNotFoundTitle);
  if (answer.status === "Cancelled") throw conflict(eventCancelledTitle);
}

/**
 * Refuses seats the departure cannot give: as `assertDepartureOpen`, then 409 "Not enough seats
 * left" (with `available`) unless they fit or overbooking is allowed.
 */
export function assertSeatsFit(answer: SeatsAnswer, seats: number, allowOverbook: boolean): void {
  assertDepartureOpen(answer);
  if (seats > answer.available && !allowOverbook) throw notEnoughSeats(answer.available);
}

export interface TakeSeatsRequest {
  eventId: string;
  seats: number;
  /** How many bookings the seats come in (a Booking-per asset need grows with it). */
  bookings?: number;
  /** Staff with the right role may sell past the limits on purpose; the caller records it. */
  allowOverbook?: boolean;
  now?: Date;
}

export interface TakenSeats {
  projectId: string;
  /** Seats that were available before this taking. */
  available: number;
  /** True when the seats were taken past what was available. */
  overbooked: boolean;
}

/**
 * Checks, under lock, that an event can take these seats: `take_event_seats` locks the event row,
 * then its asset pools in id order, and counts; throws 409 "Not enough seats left" (with
 * `available`) unless overbooking is allowed. The caller, in the same transaction, then inserts
 * the pending booking that holds the seats, or calls `confirmSeats`; the locks keep every other
 * taker of this event or these pools waiting until that transaction ends.
 */
export async function takeSeats(
  tx: Executor,
  tenantId: string,
  request: TakeSeatsRequest,
): Promise<TakenSeats> {
  const { eventId, seats, bookings = 1, allowOverbook = false, now = new Date() } = request;
  if (!Number.isInteger(seats) || seats < 1 || !Number.isInteger(bookings) || bookings < 0)
    throw new RangeError("takeSeats needs a whole number of seats (at least 1) and of bookings");
  const counted = await takeEventSeats(tx, tenantId, eventId, now, bookings);
  assertSeatsFit(counted, seats, allowOverbook);
  return {
    projectId: counted.projectId!,
    available: counted.available,
    overbooked: seats > counted.available,
  };
}

export const assetsBusyTitle = "The event's assets are not free at that time";

/**
 * After a departure with seats taken moves or lengthens (in the caller's transaction, event row
 * already locked), checks that every pool it needs still fits at its new time; throws 409
 * otherwise so the move is rolled back.
 */
export async function assertAssetsFit(
  tx: Executor,
  tenantId: string,
  event: { id: string; experienceId: string; status: string },
  now: Date = new Date(),
): Promise<void> {
  if (!sellingOrRunning.has(event.status)) return;
  const pools = await findNeededPools(tx, tenantId, event.experienceId);
  if (pools.length === 0) return;
  await lockPools(tx, tenantId, pools);
  for (const use of await findEventPoolUse(tx, tenantId, event.id, now))
    if (use.ownUnits > 0 && use.othersPeak + use.ownUnits > use.poolQuantity) throw conflict(assetsBusyTitle);
}

/**
 * Locks asset pools (in id order) for a transaction that takes their units directly, such as a
 * rental; check `assetUnitsFree` after it, in the same transaction.
 */
export async function lockAssetPools(tx: Executor, tenantId: string, assetIds: string[]): Promise<void> {
  await lockPools(tx, tenantId, [...new Set(assetIds)].sort());
}

/**
 * Locks a departure's row until the transaction ends, for a change of its seats that takes none
 * (a hold confirmed, a sale given back): every other taker of its seats waits for it.
 */
export async function lockDeparture(
  tx: Executor,
  tenantId: string,
  eventId: string,
): Promise<LockedEvent | undefined> {
  return lockEvent(tx, tenantId, eventId);
}

/**
 * Locks departures in id order, as every taker that needs more than one must, so two moves in
 * opposite directions wait for each other instead of deadlocking.
 */
export async function lockDepartures(
  tx: Executor,
  tenantId: string,
  eventIds: string[],
): Promise<Map<string, LockedEvent>> {
  const locked = new Map<string, LockedEvent>();
  for (const id of [...new Set(eventIds)].sort()) {
    const row = await lockEvent(tx, tenantId, id);
    if (row) locked.set(id, row);
  }
  return locked;
}

/** Counts seats as sold (a paid booking, or a hold turned into one); call after `takeSeats`. */
export async function confirmSeats(
  tx: Executor,
  eventId: string,
  seats: number,
  bookings = 1,
): Promise<{ seatsSold: number; bookingsSold: number }> {
  const row = await addSold(tx, eventId, seats, bookings);
  if (!row) throw notFound(eventNotFoundTitle);
  return row;
}

/** Gives sold seats back (a cancelled or reduced booking); the counters never go below zero. */
export async function releaseSeats(
  tx: Executor,
  eventId: string,
  seats: number,
  bookings = 1,
): Promise<{ seatsSold: number; bookingsSold: number }> {
  const row = await addSold(tx, eventId, -seats, -bookings);
  if (!row) throw notFound(eventNotFoundTitle);
  return row;
}
