import { utcToZoned, zonedToUtc } from "@stund/shared/scheduling/zoned-time";

/** A date and time on the project's wall clock. */
export interface LocalDateTime {
  /** "YYYY-MM-DD", or null before one is picked. */
  date: string | null;
  /** "HH:mm", or "" before one is typed. */
  time: string;
}

/**
 * The ISO instant (UTC, "…Z") of a local date and time in `zone`, e.g. 2027-07-01 10:30 in
 * Europe/Berlin → "2027-07-01T08:30:00.000Z". Null when the date or time is missing or invalid.
 */
export function localToIso(value: LocalDateTime, zone: string): string | null {
  if (!value.date || !/^([01]\d|2[0-3]):[0-5]\d$/.test(value.time)) return null;
  try {
    return zonedToUtc(value.date, value.time, zone).toISOString();
  } catch {
    return null;
  }
}

/** An instant as the wall-clock date and time of `zone`. */
export function isoToLocal(iso: string, zone: string): LocalDateTime {
  const { date, time } = utcToZoned(new Date(iso), zone);
  return { date, time };
}
