import type { ScheduleDeparture } from "@stund/shared/contracts/staff-schedule";
import { addDays, isValidDate, toEpochDay } from "@stund/shared/scheduling/local-date";
import { localDateInZone, utcToZoned, zonedToUtc } from "@stund/shared/scheduling/zoned-time";

/** The schedule's week: Monday to Sunday in the company's time zone. */
export interface ScheduleWeek {
  /** The seven dates, YYYY-MM-DD, Monday first. */
  days: string[];
  /** The instants the week starts and ends at, for the request. */
  from: string;
  to: string;
}

/** Monday of the week that holds `date`. */
export function mondayOf(date: string): string {
  // Epoch day 0 (1970-01-01) was a Thursday: Monday is 3 days after it.
  const sinceMonday = (((toEpochDay(date) - 4) % 7) + 7) % 7;
  return addDays(date, -sinceMonday);
}

export function weekOf(date: string, timeZone: string): ScheduleWeek {
  const monday = mondayOf(date);
  const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  return {
    days,
    from: zonedToUtc(monday, "00:00", timeZone).toISOString(),
    to: zonedToUtc(addDays(monday, 7), "00:00", timeZone).toISOString(),
  };
}

/** The date the page shows: the address's when it is a real date, else today in the zone. */
export function pageDate(value: string | null, timeZone: string, now = new Date()): string {
  return value && isValidDate(value) ? value : localDateInZone(now, timeZone);
}

/** Departures by the day they start on in `timeZone`, for each of `days` (empty days included). */
export function departuresByDay(
  departures: readonly ScheduleDeparture[],
  days: readonly string[],
  timeZone: string,
): Map<string, ScheduleDeparture[]> {
  const byDay = new Map<string, ScheduleDeparture[]>(days.map((day) => [day, []]));
  for (const departure of departures)
    byDay.get(localDateInZone(new Date(departure.startAt), timeZone))?.push(departure);
  return byDay;
}

/** "09:00–12:00": the departure's times on its project's clock. */
export function timesOf(departure: Pick<ScheduleDeparture, "startAt" | "endAt" | "timeZone">): string {
  const start = utcToZoned(new Date(departure.startAt), departure.timeZone);
  const end = utcToZoned(new Date(departure.endAt), departure.timeZone);
  return `${start.time}–${end.time}`;
}

/** A person's initials for an avatar: the first letters of their first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words.at(-1)!.charAt(0) : "";
  return `${first}${last}`.toUpperCase();
}
