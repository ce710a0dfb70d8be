/**
 * Days and times where a tour happens: in the project's time zone, whatever zone the customer's
 * phone is in. A German visitor sees a 09:00 departure in Reykjavik at 09:00.
 */

const partsCache = new Map<string, Intl.DateTimeFormat>();

function partsFormat(zone: string): Intl.DateTimeFormat {
  let format = partsCache.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partsCache.set(zone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock in `zone` at an instant. */
export function wallClock(instant: string | Date, zone: string): WallClock {
  const parts = partsFormat(zone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour") % 24,
    minute: part("minute"),
    second: part("second"),
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The calendar day in `zone` of an instant (YYYY-MM-DD). */
export function dayIn(instant: string | Date, zone: string): string {
  const c = wallClock(instant, zone);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** The instant at which `zone`'s clocks show midnight of a day (YYYY-MM-DD). */
export function startOfDayIn(day: string, zone: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
  const asUtc = Date.UTC(year, month - 1, date);
  let guess = asUtc;
  // Two rounds settle the zone's offset, also on the day its clocks change.
  for (let round = 0; round < 2; round++) {
    const c = wallClock(new Date(guess), zone);
    const shown = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
    guess += asUtc - shown;
  }
  return new Date(guess);
}

/** The first day of the month of a day (YYYY-MM-01). */
export function monthOfDay(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `months` after the month of `day`. */
export function addMonths(day: string, months: number): string {
  const [year = 1970, month = 1] = day.split("-").map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** Whole months from the month of `from` to the month of `to`. */
export function monthsBetween(from: string, to: string): number {
  const [fy = 0, fm = 0] = from.split("-").map(Number);
  const [ty = 0, tm = 0] = to.split("-").map(Number);
  return ty * 12 + tm - (fy * 12 + fm);
}

/** The place a zone names, as people say it: Atlantic/Reykjavik → Reykjavik, America/New_York → New York. */
export function placeOfZone(zone: string): string {
  const city = zone.split("/").pop() ?? zone;
  return city.replace(/_/g, " ");
}
