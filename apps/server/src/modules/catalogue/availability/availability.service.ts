import type { Executor } from "../../../db/database";
import { conflict, notFound } from "../../../http/errors";
import { extraSeatsAllowed, unitsUsed, UsageTimeline, type UsageInterval } from "./asset-usage";
import {
  addSold,
  findAssetNeeds,
  findHolds,
  findPool,
  findPoolUses,
  lockEvent,
  lockPools,
  type ExperienceNeed,
  type LockedEvent,
  type PoolUse,
} from "./availability.repository";
import { notEnoughSeats } from "./not-enough-seats";

export type { ExperienceNeed, LockedEvent } from "./availability.repository";

/** The fields of an event row that decide its seats. */
export interface EventSeatsInput {
  id: string;
  experienceId: string;
  startAt: Date;
  endAt: Date;
  capacity: number;
  status: string;
  seatsSold: number;
  bookingsSold: number;
}

export interface EventSeats {
  sold: number;
  /** Seats held by unexpired pending bookings. */
  held: number;
  heldBookings: number;
  /** Seats that can still be sold: capacity and every needed asset pool allow them. */
  available: number;
}

/** Only these statuses sell; a Closed event still runs (and uses its assets) but sells nothing. */
const sellingStatuses = new Set(["Active", "Delayed"]);
const sellingOrRunning = new Set(["Active", "Delayed", "Closed"]);

export const eventNotFoundTitle = "Event not found";
export const eventCancelledTitle = "The event is cancelled";

function timelinesOf(uses: PoolUse[], seatsPerUnitOf: Map<string, number>): Map<string, UsageTimeline> {
  const byPool = new Map<string, UsageInterval[]>();
  for (const use of uses) {
    const units =
      use.kind === "rental"
        ? use.units
        : unitsUsed(
            { ...use, seatsPerUnit: seatsPerUnitOf.get(use.assetId) ?? 1 },
            { seats: use.seats, bookings: use.bookings },
          );
    const list = byPool.get(use.assetId) ?? [];
    list.push({
      start: use.start.getTime(),
      end: use.end.getTime(),
      units,
      eventId: use.kind === "event" ? use.eventId : null,
    });
    byPool.set(use.assetId, list);
  }
  return new Map([...byPool].map(([assetId, intervals]) => [assetId, new UsageTimeline(intervals)]));
}

/**
 * Seats sold, held and still available for each event, the one rule for it everywhere. Reads the
 * holds in one query and, when any event needs asset pools, the pools' use over the events' whole
 * time span in one more; the rest is computed in memory.
 */
export async function seatsForEvents(
  db: Executor,
  tenantId: string,
  eventRows: EventSeatsInput[],
  now: Date = new Date(),
): Promise<Map<string, EventSeats>> {
  return computeSeats(db, tenantId, eventRows, now, 1);
}

/** `newBookings`: how many bookings the next seats come in (a Booking-per need grows with it). */
async function computeSeats(
  db: Executor,
  tenantId: string,
  eventRows: EventSeatsInput[],
  now: Date,
  newBookings: number,
  /** The asset needs of the events' experiences when the caller has just read them. */
  knownNeeds?: ExperienceNeed[],
): Promise<Map<string, EventSeats>> {
  const result = new Map<string, EventSeats>();
  if (eventRows.length === 0) return result;
  const holds = await findHolds(
    db,
    tenantId,
    eventRows.map((e) => e.id),
    now,
  );
  const selling = eventRows.filter((e) => sellingStatuses.has(e.status));
  const needs =
    knownNeeds ??
    (selling.length > 0
      ? await findAssetNeeds(db, tenantId, [...new Set(selling.map((e) => e.experienceId))])
      : []);
  const needsOf = new Map<string, ExperienceNeed[]>();
  for (const need of needs) needsOf.set(need.experienceId, [...(needsOf.get(need.experienceId) ?? []), need]);
  const timelines = await poolTimelines(db, tenantId, selling, needsOf, needs, now);

  for (const event of eventRows) {
    const hold = holds.get(event.id) ?? { seats: 0, bookings: 0 };
    const taken = { seats: event.seatsSold + hold.seats, bookings: event.bookingsSold + hold.bookings };
    let available = sellingStatuses.has(event.status) ? event.capacity - taken.seats : 0;
    for (const need of needsOf.get(event.experienceId) ?? []) {
      if (available <= 0) break;
      const timeline = timelines.get(need.assetId);
      const start = event.startAt.getTime();
      // The event's own use is constant over its whole time: the others' peak is the total's less it.
      const othersPeak = timeline
        ? timeline.peak(start, event.endAt.getTime()) - timeline.unitsOf(event.id)
        : 0;
      const free = need.poolQuantity - othersPeak;
      available = Math.min(available, extraSeatsAllowed(need, taken, free, newBookings));
    }
    result.set(event.id, {
      sold: event.seatsSold,
      held: hold.seats,
      heldBookings: hold.bookings,
      available: Math.max(0, available),
    });
  }
  return result;
}

/** The use over time of every pool the selling events need, over their whole time span. */
async function poolTimelines(
  db: Executor,
  tenantId: string,
  selling: EventSeatsInput[],
  needsOf: Map<string, ExperienceNeed[]>,
  needs: ExperienceNeed[],
  now: Date,
): Promise<Map<string, UsageTimeline>> {
  const pooled = selling.filter((e) => needsOf.has(e.experienceId));
  if (pooled.length === 0) return new Map();
  let from = Infinity;
  let to = -Infinity;
  for (const event of pooled) {
    from = Math.min(from, event.startAt.getTime());
    to = Math.max(to, event.endAt.getTime());
  }
  const poolIds = [...new Set(needs.map((n) => n.assetId))];
  const uses = await findPoolUses(db, tenantId, poolIds, new Date(from), new Date(to), now);
  return timelinesOf(uses, new Map(needs.map((n) => [n.assetId, n.seatsPerUnit])));
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
  const uses = await findPoolUses(db, tenantId, [assetId], from, to, now);
  const timeline = timelinesOf(uses, new Map([[assetId, pool.seatsPerUnit]])).get(assetId);
  const peakInUse = timeline ? timeline.peak(from.getTime(), to.getTime()) : 0;
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
  /**
   * The experience's asset needs when the caller read them already (with the sale context,
   * before the lock): catalogue settings, so the departure's lock is held one round trip less.
   */
  needs?: ExperienceNeed[];
}

export interface TakenSeats {
  projectId: string;
  /** Seats that were available before this taking. */
  available: number;
  /** True when the seats were taken past what was available. */
  overbooked: boolean;
}

/**
 * Checks, under lock, that an event can take these seats. Locks the event row, then its asset
 * pools in id order, and recomputes; throws 409 "Not enough seats left" (with `available`) unless
 * overbooking is allowed. The caller, in the same transaction, then inserts the pending booking
 * that holds the seats, or calls `confirmSeats`; the locks keep every other taker of this event
 * or these pools waiting until that transaction ends.
 */
export async function takeSeats(
  tx: Executor,
  tenantId: string,
  request: TakeSeatsRequest,
): Promise<TakenSeats> {
  const { eventId, seats, bookings = 1, allowOverbook = false, now = new Date() } = request;
  if (!Number.isInteger(seats) || seats < 1 || !Number.isInteger(bookings) || bookings < 0)
    throw new RangeError("takeSeats needs a whole number of seats (at least 1) and of bookings");
  const event = await lockEvent(tx, tenantId, eventId);
  assertDepartureOpen({ found: event !== undefined, status: event?.status ?? null, available: 0 });
  if (!event) throw notFound(eventNotFoundTitle);
  const needs = request.needs ?? (await findAssetNeeds(tx, tenantId, [event.experienceId]));
  await lockPools(
    tx,
    tenantId,
    needs.map((n) => n.assetId),
  );
  const seatsNow = await computeSeats(tx, tenantId, [event], now, bookings, needs);
  const available = seatsNow.get(event.id)!.available;
  assertSeatsFit({ found: true, status: event.status, available }, seats, allowOverbook);
  return { projectId: event.projectId, available, overbooked: seats > available };
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
  event: EventSeatsInput,
  now: Date = new Date(),
): Promise<void> {
  const needs = await findAssetNeeds(tx, tenantId, [event.experienceId]);
  if (needs.length === 0 || !sellingOrRunning.has(event.status)) return;
  const poolIds = needs.map((n) => n.assetId);
  await lockPools(tx, tenantId, poolIds);
  const uses = await findPoolUses(tx, tenantId, poolIds, event.startAt, event.endAt, now);
  const timelines = timelinesOf(uses, new Map(needs.map((n) => [n.assetId, n.seatsPerUnit])));
  for (const need of needs) {
    const timeline = timelines.get(need.assetId);
    const own = timeline?.unitsOf(event.id) ?? 0;
    if (!timeline || own === 0) continue;
    if (timeline.peak(event.startAt.getTime(), event.endAt.getTime()) > need.poolQuantity)
      throw conflict(assetsBusyTitle);
  }
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
