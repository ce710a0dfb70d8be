/**
 * Conversions between UTC instants and wall-clock times in IANA time zones, using only
 * `Intl.DateTimeFormat` (no time-zone library).
 */
import type { Weekday } from "../enums";
import { assertValidDate, assertValidTime, toEpochDay, weekdayOf } from "./local-date";

/** A wall-clock reading in some time zone. */
export interface ZonedDateTime {
  /** Local date, "YYYY-MM-DD". */
  date: string;
  /** Local time, "HH:mm" (seconds are truncated). */
  time: string;
  weekday: Weekday;
}

const millisPerMinute = 60_000;
const millisPerDay = 86_400_000;

/** Building a DateTimeFormat is slow, so keep one per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The cached formatter of `zone`; throws a RangeError for an unknown zone. */
function formatterFor(zone: string): Intl.DateTimeFormat {
  const cached = formatters.get(zone);
  if (cached) return cached;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
  } catch {
    throw new RangeError(`Unknown time zone: "${zone}"`);
  }
  formatters.set(zone, formatter);
  return formatter;
}

/** Throws a RangeError unless `zone` is a time zone known to `Intl`. */
export function assertValidTimeZone(zone: string): void {
  formatterFor(zone);
}

/** Whether `zone` is a time zone known to `Intl` (e.g. "Europe/Berlin"). */
export function isValidTimeZone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Wall-clock fields of `epochMs` in `zone`. */
function wallParts(epochMs: number, zone: string): WallParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(zone).formatToParts(epochMs)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some older ICU versions print midnight as 24 even in h23.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

/** Milliseconds since the epoch of a wall-clock reading taken as if it were UTC. */
function wallAsUtcMs(epochDay: number, hour: number, minute: number, second = 0): number {
  return epochDay * millisPerDay + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** The UTC offset of `zone` at `epochMs`, in milliseconds (east of Greenwich is positive). */
function offsetMs(epochMs: number, zone: string): number {
  const parts = wallParts(epochMs, zone);
  const wallMs = wallAsUtcMs(toEpochDay(wallDate(parts)), parts.hour, parts.minute, parts.second);
  // Intl has second precision, so compare against the instant truncated to the second.
  return wallMs - Math.floor(epochMs / 1000) * 1000;
}

function pad2(value: number): string {
  return String(value).padStart(2, "0");
}

/** The "YYYY-MM-DD" date of wall-clock fields. */
function wallDate({ year, month, day }: WallParts): string {
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

function assertValidInstant(instant: Date): void {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid instant: Invalid Date");
}

/**
 * The UTC offset of `zone` at `instant`, in minutes (e.g. 120 for Europe/Berlin in summer,
 * -300 for America/New_York in winter). Historic local-mean-time offsets may be fractional.
 */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  assertValidInstant(instant);
  return offsetMs(instant.getTime(), zone) / millisPerMinute;
}

/**
 * The UTC instant of a local wall time (`date` "YYYY-MM-DD", `time` "HH:mm") in `zone`.
 *
 * - A time that does not exist (spring-forward gap) moves forward by the gap length,
 *   e.g. Europe/Berlin 2027-03-28 02:30 → 03:30 CEST = 01:30Z.
 * - A time that occurs twice (autumn fall-back) takes the earlier instant,
 *   e.g. Europe/Berlin 2027-10-31 02:30 → 02:30 CEST = 00:30Z.
 *
 * Throws a RangeError for an invalid date, time or zone.
 */
export function zonedToUtc(date: string, time: string, zone: string): Date {
  assertValidDate(date);
  assertValidTime(time);
  assertValidTimeZone(zone);
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wallMs = wallAsUtcMs(toEpochDay(date), hour, minute);

  // Offsets a day either side bracket the transition, if any, near this wall time
  // (real zones never change offset twice within two days).
  const offsetBefore = offsetMs(wallMs - millisPerDay, zone);
  const offsetAfter = offsetMs(wallMs + millisPerDay, zone);
  const candidates = [...new Set([wallMs - offsetBefore, wallMs - offsetAfter])].filter(
    (candidate) => wallMs - offsetMs(candidate, zone) === candidate,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // In a gap: read the wall time with the offset from before the transition, which lands
  // the instant "gap length" later on the wall clock.
  return new Date(wallMs - offsetBefore);
}

/** The local date, time ("HH:mm") and weekday of `instant` in `zone`. */
export function utcToZoned(instant: Date, zone: string): ZonedDateTime {
  assertValidInstant(instant);
  const parts = wallParts(instant.getTime(), zone);
  const date = wallDate(parts);
  return { date, time: `${pad2(parts.hour)}:${pad2(parts.minute)}`, weekday: weekdayOf(date) };
}

/** The local "YYYY-MM-DD" date of `instant` in `zone`. */
export function localDateInZone(instant: Date, zone: string): string {
  return utcToZoned(instant, zone).date;
}
