import type { PublicEvent } from "@stund/shared/contracts/bookings/public";
import { addMonths, dayIn, monthOfDay, monthsBetween, startOfDayIn } from "./zoned-time";

/** A range of departures to ask for, as ISO instants. */
export interface DepartureRange {
  from: string;
  to: string;
}

/**
 * The shown month's departures still to come: from now (or the month's first day) to the next
 * month's first day, both in the zone where the tour happens. A month already over has nothing
 * to ask for.
 */
export function monthRange(month: string, now: Date, zone: string): DepartureRange | null {
  const start = startOfDayIn(monthOfDay(month), zone);
  const end = startOfDayIn(addMonths(month, 1), zone);
  const from = start < now ? now : start;
  if (!(from < end)) return null;
  return { from: from.toISOString(), to: end.toISOString() };
}

/** The first day of the month an instant lies in, in the tour's zone (YYYY-MM-DD). */
export function monthOf(instant: Date, zone: string): string {
  return monthOfDay(dayIn(instant, zone));
}

/** How many months, the current one first, are looked through for the first departure with seats. */
export const monthsLookedThrough = 12;

/**
 * The month to show next while looking for the first departure with seats: the one after `month`,
 * or null once `monthsLookedThrough` months from `first` have been looked through.
 */
export function monthToLookAt(first: string, month: string): string | null {
  const next = addMonths(month, 1);
  return monthsBetween(first, next) < monthsLookedThrough ? next : null;
}

/** Seats can be bought: not sold out and at least one seat left. */
export function isBookable(event: Pick<PublicEvent, "soldOut" | "available">): boolean {
  return !event.soldOut && event.available > 0;
}

/** Departures by day in the tour's zone, each day's earliest first. */
export function departuresByDay(events: readonly PublicEvent[], zone: string): Map<string, PublicEvent[]> {
  const byDay = new Map<string, PublicEvent[]>();
  const sorted = [...events].sort((a, b) => a.start.localeCompare(b.start));
  for (const event of sorted) {
    const day = dayIn(event.start, zone);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return byDay;
}

/** The first day with a departure that still has seats. */
export function firstBookableDay(byDay: ReadonlyMap<string, readonly PublicEvent[]>): string | undefined {
  return [...byDay.keys()].sort().find((day) => byDay.get(day)!.some(isBookable));
}
