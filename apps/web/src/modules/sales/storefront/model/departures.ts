import dayjs from "dayjs";
import type { PublicEvent } from "@stund/shared/contracts/bookings/public";

/** A range of departures to ask for, as ISO instants. */
export interface DepartureRange {
  from: string;
  to: string;
}

/** A calendar day in the browser's zone, as the date picker names it (YYYY-MM-DD). */
export function localDay(instant: string | Date): string {
  return dayjs(instant).format("YYYY-MM-DD");
}

/**
 * The shown month's departures still to come: from now (or the month's first day) to the next
 * month's first day in the browser's zone. A month already over has nothing to ask for.
 */
export function monthRange(month: string, now: Date): DepartureRange | null {
  const start = dayjs(month).startOf("month");
  const end = start.add(1, "month");
  const from = start.isBefore(now) ? dayjs(now) : start;
  if (!from.isBefore(end)) return null;
  return { from: from.toISOString(), to: end.toISOString() };
}

/** The first day of the month a date lies in (YYYY-MM-DD). */
export function monthOf(day: string | Date): string {
  return dayjs(day).startOf("month").format("YYYY-MM-DD");
}

/** How many months, the current one first, are looked through for the first departure with seats. */
export const monthsLookedThrough = 12;

/**
 * The month to show next while looking for the first departure with seats: the one after `month`,
 * or null once `monthsLookedThrough` months from `first` have been looked through.
 */
export function monthToLookAt(first: string, month: string): string | null {
  const next = dayjs(month).add(1, "month");
  return next.diff(dayjs(first), "month") < monthsLookedThrough ? next.format("YYYY-MM-DD") : null;
}

/** Seats can be bought: not sold out and at least one seat left. */
export function isBookable(event: Pick<PublicEvent, "soldOut" | "available">): boolean {
  return !event.soldOut && event.available > 0;
}

/** Departures by local day, each day's earliest first. */
export function departuresByDay(events: readonly PublicEvent[]): Map<string, PublicEvent[]> {
  const byDay = new Map<string, PublicEvent[]>();
  const sorted = [...events].sort((a, b) => a.start.localeCompare(b.start));
  for (const event of sorted) {
    const day = localDay(event.start);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}

/** The first day with a departure that still has seats. */
export function firstBookableDay(byDay: ReadonlyMap<string, readonly PublicEvent[]>): string | undefined {
  return [...byDay.keys()].sort().find((day) => byDay.get(day)!.some(isBookable));
}
