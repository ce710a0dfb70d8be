/**
 * Keeps a series' events in step with its rule: creates the events of new occurrences, updates
 * the upcoming ones it still wants and lets go of the ones it no longer wants. Events with
 * bookings are never deleted: they stay, detached and flagged, until staff decide.
 */
import type { PriceOverrides } from "@stund/shared/contracts/catalogue/events";
import type { Occurrence } from "@stund/shared/scheduling/recurrence";
import type { Executor } from "../../../db/database";
import {
  bookingStates,
  deleteEventRows,
  insertOccurrenceEvents,
  lockUpcomingSeriesEvents,
  retireEventRows,
  updateSeriesEvent,
  type EventBookingState,
  type SeriesEventRow,
} from "./series-events.repository";
import type { SeriesRow } from "./series.repository";
import { capacityKeptReason } from "./series-rules";

/** What every event of a series gets, from the series or else its experience. */
export interface EventDefaults {
  capacity: number;
  durationMinutes: number;
  priceOverrides: PriceOverrides;
}

export interface ChangeCounts {
  created: number;
  updated: number;
  removed: number;
  /** Events this change flagged for staff. */
  flagged: number;
}

export interface SeriesChange extends ChangeCounts {
  /** Every event created, changed or removed, for live availability. */
  eventIds: string[];
}

const noBookings: EventBookingState = { held: 0, live: false, any: false };
const minuteMs = 60_000;

export function eventDefaults(
  series: Pick<SeriesRow, "capacity" | "durationMinutes" | "priceOverrides">,
  experience: { capacity: number; durationMinutes: number },
): EventDefaults {
  return {
    capacity: series.capacity ?? experience.capacity,
    durationMinutes: series.durationMinutes ?? experience.durationMinutes,
    priceOverrides: series.priceOverrides,
  };
}

/** JSON with object keys sorted, so equal overrides compare equal whatever order they came in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Creates the events of `wanted` occurrences the series has no event for yet; returns their ids. */
export async function materialiseOccurrences(
  tx: Executor,
  series: Pick<SeriesRow, "id" | "tenantId" | "projectId" | "experienceId">,
  defaults: EventDefaults,
  wanted: Occurrence[],
  now: Date,
): Promise<string[]> {
  return insertOccurrenceEvents(
    tx,
    wanted.map((occurrence) => ({
      tenantId: series.tenantId,
      projectId: series.projectId,
      experienceId: series.experienceId,
      seriesId: series.id,
      occurrenceKey: occurrence.key,
      startAt: occurrence.start,
      endAt: new Date(occurrence.start.getTime() + defaults.durationMinutes * minuteMs),
      capacity: defaults.capacity,
      priceOverrides: defaults.priceOverrides,
    })),
    now,
  );
}

/** Events the series manages: not edited on their own, not deleted, made for an occurrence. */
function managedBySeries(row: SeriesEventRow): row is SeriesEventRow & { occurrenceKey: string } {
  return !row.detached && row.status !== "Deleted" && row.deletedAt === null && row.occurrenceKey !== null;
}

function hasBookings(row: SeriesEventRow, state: EventBookingState): boolean {
  return row.seatsSold > 0 || state.live;
}

/** The series' upcoming managed events, locked, with their booking state. */
async function upcomingManaged(tx: Executor, series: Pick<SeriesRow, "id" | "tenantId">, now: Date) {
  const rows = (await lockUpcomingSeriesEvents(tx, series.tenantId, series.id, now)).filter(managedBySeries);
  const states = await bookingStates(
    tx,
    series.tenantId,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({ row, state: states.get(row.id) ?? noBookings }));
}

/**
 * Lets go of events the series no longer wants: deleted when nothing refers to them, retired
 * (Deleted, key released) when only old booking rows do, kept detached and flagged with `reason`
 * when they have bookings.
 */
async function letGo(
  tx: Executor,
  unwanted: { row: SeriesEventRow; state: EventBookingState }[],
  reason: string,
  now: Date,
): Promise<{ removed: string[]; flagged: string[] }> {
  const flagged: string[] = [];
  const retired: string[] = [];
  const deleted: string[] = [];
  for (const { row, state } of unwanted) {
    if (hasBookings(row, state)) {
      await updateSeriesEvent(tx, row.id, { detached: true, flagged: true, flagReason: reason }, now);
      flagged.push(row.id);
    } else if (state.any) retired.push(row.id);
    else deleted.push(row.id);
  }
  await retireEventRows(tx, retired, now);
  await deleteEventRows(tx, deleted);
  return { removed: [...retired, ...deleted], flagged };
}

type EventChange = Parameters<typeof updateSeriesEvent>[2];

/**
 * The change that brings a still-wanted event in line with the series, or null. A delayed event
 * keeps its start; capacity never drops below the seats sold and held.
 */
function alignEvent(
  row: SeriesEventRow,
  state: EventBookingState,
  occurrence: Occurrence,
  defaults: EventDefaults,
): { change: EventChange | null; capacityKept: boolean } {
  const taken = row.seatsSold + state.held;
  const capacityKept = defaults.capacity < taken;
  const startAt = row.originalStartAt === null ? occurrence.start : row.startAt;
  const wanted = {
    startAt,
    endAt: new Date(startAt.getTime() + defaults.durationMinutes * minuteMs),
    capacity: Math.max(defaults.capacity, taken),
    priceOverrides: defaults.priceOverrides,
  };
  const change: EventChange = {};
  if (wanted.startAt.getTime() !== row.startAt.getTime()) change.startAt = wanted.startAt;
  if (wanted.endAt.getTime() !== row.endAt.getTime()) change.endAt = wanted.endAt;
  if (wanted.capacity !== row.capacity) change.capacity = wanted.capacity;
  if (canonical(wanted.priceOverrides) !== canonical(row.priceOverrides))
    change.priceOverrides = wanted.priceOverrides;
  if (capacityKept && !row.flagged) Object.assign(change, { flagged: true, flagReason: capacityKeptReason });
  if (!capacityKept && row.flagged && row.flagReason === capacityKeptReason)
    Object.assign(change, { flagged: false, flagReason: "" });
  return { change: Object.keys(change).length > 0 ? change : null, capacityKept };
}

/**
 * Brings the series' upcoming events in line with `wanted` (its occurrences after `now` over the
 * materialised window) and creates the missing ones. Past, detached and staff-deleted events are
 * left as they are; their keys still block a duplicate.
 */
export async function reconcileUpcomingEvents(
  tx: Executor,
  series: Pick<SeriesRow, "id" | "tenantId" | "projectId" | "experienceId">,
  defaults: EventDefaults,
  wanted: Occurrence[],
  unwantedReason: string,
  now: Date,
): Promise<SeriesChange> {
  const wantedByKey = new Map(wanted.map((occurrence) => [occurrence.key, occurrence]));
  const unwanted: { row: SeriesEventRow; state: EventBookingState }[] = [];
  const updated: string[] = [];
  const flagged: string[] = [];
  for (const { row, state } of await upcomingManaged(tx, series, now)) {
    const occurrence = wantedByKey.get(row.occurrenceKey!);
    if (!occurrence) {
      unwanted.push({ row, state });
      continue;
    }
    const { change, capacityKept } = alignEvent(row, state, occurrence, defaults);
    if (!change) continue;
    await updateSeriesEvent(tx, row.id, change, now);
    (capacityKept && change.flagged ? flagged : updated).push(row.id);
  }
  const gone = await letGo(tx, unwanted, unwantedReason, now);
  const created = await materialiseOccurrences(tx, series, defaults, wanted, now);
  return {
    created: created.length,
    updated: updated.length,
    removed: gone.removed.length,
    flagged: flagged.length + gone.flagged.length,
    eventIds: [...created, ...updated, ...flagged, ...gone.removed, ...gone.flagged],
  };
}

/** Lets go of every upcoming event the series manages, as when the series is deleted. */
export async function releaseUpcomingEvents(
  tx: Executor,
  series: Pick<SeriesRow, "id" | "tenantId">,
  reason: string,
  now: Date,
): Promise<SeriesChange> {
  const gone = await letGo(tx, await upcomingManaged(tx, series, now), reason, now);
  return {
    created: 0,
    updated: 0,
    removed: gone.removed.length,
    flagged: gone.flagged.length,
    eventIds: [...gone.removed, ...gone.flagged],
  };
}
