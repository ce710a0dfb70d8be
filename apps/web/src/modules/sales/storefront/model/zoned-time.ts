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

/**
 * A zone's offsets from UTC over a stretch of time: the offset from each change on. The server
 * works them out and hands them to the browser, which then reads its wall clocks by adding
 * minutes, without making a date format (the first costs a phone a tenth of a second).
 */
export interface ZoneRules {
  zone: string;
  /** Milliseconds since the epoch: the stretch the rules hold for. */
  from: number;
  to: number;
  /** Sorted; each offset (minutes east of UTC) holds from `at` until the next. */
  changes: { at: number; offsetMinutes: number }[];
}

const knownRules = new Map<string, ZoneRules>();

/** Reads wall clocks in the rules' zone from them (within their stretch) from now on. */
export function registerZoneRules(rules: ZoneRules): void {
  knownRules.set(rules.zone, rules);
}

function offsetFromRules(zone: string, at: number): number | undefined {
  const rules = knownRules.get(zone);
  if (!rules || at < rules.from || at >= rules.to) return undefined;
  let offset: number | undefined;
  for (const change of rules.changes) {
    if (change.at > at) break;
    offset = change.offsetMinutes;
  }
  return offset;
}

function clockOfUtc(ms: number): WallClock {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Minutes east of UTC in `zone` at an instant, read with a date format. */
function offsetByFormat(zone: string, at: number): number {
  const c = wallClockByFormat(new Date(at), zone);
  const shown = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((shown - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The zone's rules from `from` to `to`: its offset every six hours, each change found to the minute. */
export function zoneRulesOf(zone: string, from: Date, to: Date): ZoneRules {
  const step = 6 * 3_600_000;
  const start = from.getTime();
  const end = to.getTime();
  const changes = [{ at: start, offsetMinutes: offsetByFormat(zone, start) }];
  let previous = changes[0]!.offsetMinutes;
  for (let at = start + step; at < end + step; at += step) {
    const offset = offsetByFormat(zone, Math.min(at, end));
    if (offset === previous) continue;
    let low = at - step;
    let high = Math.min(at, end);
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetByFormat(zone, middle) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: high, offsetMinutes: offset });
    previous = offset;
  }
  return { zone, from: start, to: end, changes };
}

/** The wall clock in `zone` at an instant. */
export function wallClock(instant: string | Date, zone: string): WallClock {
  const at = new Date(instant).getTime();
  const offset = offsetFromRules(zone, at);
  if (offset !== undefined) return clockOfUtc(at + offset * 60_000);
  return wallClockByFormat(new Date(instant), zone);
}

function wallClockByFormat(instant: Date, zone: string): WallClock {
  const parts = partsFormat(zone).formatToParts(instant);
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
