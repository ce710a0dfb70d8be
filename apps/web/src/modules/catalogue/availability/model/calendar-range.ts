/**
 * The calendar shows wall-clock time of the project's time zone. FullCalendar only knows named
 * time zones through an extra plugin, so it runs in "UTC" mode and is given each event's local
 * start and end without an offset: 09:00 in Reykjavik is passed as "…T09:00:00" and shows at
 * 09:00 whatever the browser's zone. The visible range FullCalendar reports is therefore a
 * wall-clock range too, with no zone of its own.
 */

import { utcToZoned } from "@stund/shared/scheduling/zoned-time";

const hour = 3_600_000;
/** Local time runs at most 14 h ahead of UTC (UTC+14) and 12 h behind it (UTC−12). */
const maxAheadOfUtc = 14 * hour;
const maxBehindUtc = 12 * hour;

export interface WallRange {
  /** First local date-time shown, "YYYY-MM-DDTHH:mm". */
  start: string;
  /** First local date-time no longer shown, "YYYY-MM-DDTHH:mm". */
  end: string;
}

export interface InstantRange {
  from: string;
  to: string;
}

/** A FullCalendar date in UTC mode, read back as the local "YYYY-MM-DDTHH:mm" it stands for. */
export function wallClockOf(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/**
 * The instants to ask the API for, so that every event whose local start lies in the visible
 * wall-clock range is included, whatever the project's zone (which the page learns only from the
 * events it receives); `isInWallRange` then keeps exactly the visible ones.
 */
export function instantRangeFor(range: WallRange): InstantRange {
  return {
    from: new Date(Date.parse(`${range.start}:00Z`) - maxAheadOfUtc).toISOString(),
    to: new Date(Date.parse(`${range.end}:00Z`) + maxBehindUtc).toISOString(),
  };
}

/** Whether a local start ("YYYY-MM-DDTHH:mm") lies in the visible range. */
export function isInWallRange(localStart: string, range: WallRange): boolean {
  const start = localStart.slice(0, 16);
  return start >= range.start && start < range.end;
}

/** The project's current wall-clock time, for the calendar's "today" and now line. */
export function nowInZone(zone: string | undefined, now = new Date()): string {
  if (!zone) return now.toISOString().slice(0, 19);
  try {
    const zoned = utcToZoned(now, zone);
    return `${zoned.date}T${zoned.time}:00`;
  } catch {
    return now.toISOString().slice(0, 19);
  }
}

/** The hour a time grid scrolls to: an hour before the earliest start shown, 07:00 when none. */
export function firstHourToShow(events: readonly { localStart: string }[]): string {
  if (events.length === 0) return "07:00:00";
  const earliest = Math.min(...events.map((event) => Number(event.localStart.slice(11, 13))));
  return `${String(Math.max(0, earliest - 1)).padStart(2, "0")}:00:00`;
}
