/**
 * Calendar-date helpers on local "YYYY-MM-DD" strings.
 *
 * A local date has no time zone: it is a day on a wall calendar. Arithmetic is done on
 * "epoch days" (days since 1970-01-01), computed with UTC so it is never affected by DST.
 */
import { type Weekday, weekdays } from "../enums";

const millisPerDay = 86_400_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Milliseconds since the epoch of the given calendar day at 00:00 UTC (no validation). */
function utcMidnight(year: number, month: number, day: number): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** Whether `date` is a real calendar date written as "YYYY-MM-DD" (e.g. rejects "2027-02-29"). */
export function isValidDate(date: string): boolean {
  const match = datePattern.exec(date);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(utcMidnight(year, month, day));
  return (
    parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
  );
}

/** Whether `time` is a 24-hour wall time written as "HH:mm", from "00:00" to "23:59". */
export function isValidTime(time: string): boolean {
  return timePattern.test(time);
}

/** Throws a RangeError unless `date` is a valid "YYYY-MM-DD" date. */
export function assertValidDate(date: string, label = "date"): void {
  if (!isValidDate(date)) throw new RangeError(`Invalid ${label}: "${date}" (expected YYYY-MM-DD)`);
}

/** Throws a RangeError unless `time` is a valid "HH:mm" time. */
export function assertValidTime(time: string, label = "time"): void {
  if (!isValidTime(time)) throw new RangeError(`Invalid ${label}: "${time}" (expected HH:mm, 00:00–23:59)`);
}

/** Days since 1970-01-01 of a valid "YYYY-MM-DD" date (negative before 1970). */
export function toEpochDay(date: string): number {
  assertValidDate(date);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return Math.round(utcMidnight(year, month, day) / millisPerDay);
}

/** The "YYYY-MM-DD" date that is `epochDay` days after 1970-01-01. */
export function fromEpochDay(epochDay: number): string {
  if (!Number.isInteger(epochDay)) throw new RangeError(`Invalid epoch day: ${epochDay}`);
  const date = new Date(epochDay * millisPerDay);
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Date out of range (years 0000–9999): ${epochDay}`);
  const month = String(date.getUTCMonth() + 1).padStart(2, "0");
  const day = String(date.getUTCDate()).padStart(2, "0");
  return `${String(year).padStart(4, "0")}-${month}-${day}`;
}

/** `date` moved by `days` calendar days (negative moves back). */
export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Invalid number of days: ${days}`);
  return fromEpochDay(toEpochDay(date) + days);
}

/** Sort comparator for local dates: negative if `a` is earlier, 0 if equal, positive if later. */
export function compareDates(a: string, b: string): number {
  return Math.sign(toEpochDay(a) - toEpochDay(b));
}

/** Calendar days from `from` to `to`: 1 for consecutive days, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** The weekday of an epoch day (1970-01-01 was a Thursday). */
export function weekdayOfEpochDay(epochDay: number): Weekday {
  const index = (((epochDay + 4) % 7) + 7) % 7;
  return weekdays[index] as Weekday;
}

/** The weekday of a local date, e.g. "Sunday" for "2027-03-28". */
export function weekdayOf(date: string): Weekday {
  return weekdayOfEpochDay(toEpochDay(date));
}
