/**
 * Recurrence engine for event series: expands a weekly rule with local departure times into
 * concrete occurrences (UTC instants) inside a window of local dates. Pure; no I/O.
 */
import { type Weekday, weekdays } from "../enums";
import {
  addDays,
  assertValidDate,
  assertValidTime,
  fromEpochDay,
  toEpochDay,
  weekdayOfEpochDay,
} from "./local-date";
import { assertValidTimeZone, zonedToUtc } from "./zoned-time";

/** Departure times ("HH:mm", local to the series' zone) on one weekday. */
export interface SeriesSlot {
  weekday: Weekday;
  times: string[];
}

/** A weekly series of departures in one time zone. */
export interface RecurrenceRule {
  /** IANA time zone of the local dates and times, e.g. "Atlantic/Reykjavik". */
  timeZone: string;
  /** First local date, inclusive. */
  startDate: string;
  /** Last local date, inclusive; null = open ended (then count or the horizon bounds it). */
  endDate: string | null;
  /** Total occurrences of the whole series, counted from startDate; excluded dates do not count. */
  count: number | null;
  slots: SeriesSlot[];
  /** Local dates with no departures. */
  excludedDates: string[];
  /** Duration of each occurrence in absolute minutes (a DST change does not stretch it). */
  durationMinutes: number;
}

/** One departure of a series. */
export interface Occurrence {
  /** `${date}T${time}` in local wall time; unique within a series. */
  key: string;
  /** Scheduled local date, "YYYY-MM-DD". */
  date: string;
  /** Scheduled local time, "HH:mm" (in a DST gap the actual start is later on the wall clock). */
  time: string;
  start: Date;
  /** start + durationMinutes. */
  end: Date;
}

/** A range of local dates, both ends inclusive. */
export interface DateWindow {
  from: string;
  until: string;
}

/** How far ahead open-ended series are materialised by default, in days. */
export const defaultHorizonDays = 180;

/** The longest window, in days, that `occurrences` will expand. */
export const maxWindowDays = 3700;

const millisPerMinute = 60_000;
const noTimes: readonly string[] = [];

/** The rule, validated and indexed for expansion. Dates are epoch days. */
interface Plan {
  timeZone: string;
  startDay: number;
  endDay: number;
  timesByWeekday: ReadonlyMap<Weekday, readonly string[]>;
  /** Departures in one full week (before exclusions). */
  perWeek: number;
  /** Excluded days on or after startDay, ascending. */
  excludedDays: readonly number[];
  excluded: ReadonlySet<number>;
  durationMs: number;
}

/** The last day allowed by `count`, and how many of that day's times still count. */
interface CountLimit {
  day: number;
  timesOnDay: number;
}

/** The unique local key of an occurrence, `${date}T${time}`. */
export function occurrenceKey(date: string, time: string): string {
  return `${date}T${time}`;
}

/** The last local date of the materialisation horizon: `today` + `horizonDays`. */
export function seriesHorizonEnd(today: string, horizonDays: number): string {
  if (!Number.isInteger(horizonDays) || horizonDays < 0) {
    throw new RangeError(`Invalid horizon: ${horizonDays} (expected a whole number of days ≥ 0)`);
  }
  return addDays(today, horizonDays);
}

/** Throws a RangeError describing the first problem with `rule`. */
export function assertValidRule(rule: RecurrenceRule): void {
  assertValidTimeZone(rule.timeZone);
  assertValidDate(rule.startDate, "startDate");
  if (rule.endDate !== null) {
    assertValidDate(rule.endDate, "endDate");
    if (rule.endDate < rule.startDate) {
      throw new RangeError(`endDate ${rule.endDate} is before startDate ${rule.startDate}`);
    }
  }
  if (rule.count !== null && !(Number.isSafeInteger(rule.count) && rule.count >= 0)) {
    throw new RangeError(`Invalid count: ${rule.count} (expected a whole number ≥ 0 or null)`);
  }
  if (!Number.isFinite(rule.durationMinutes) || rule.durationMinutes < 0) {
    throw new RangeError(`Invalid durationMinutes: ${rule.durationMinutes}`);
  }
  for (const slot of rule.slots) {
    if (!weekdays.includes(slot.weekday)) throw new RangeError(`Invalid weekday: "${slot.weekday}"`);
    for (const time of slot.times) assertValidTime(time, `time on ${slot.weekday}`);
  }
  for (const date of rule.excludedDates) assertValidDate(date, "excluded date");
}

/** Sorted, de-duplicated times per weekday, merging slots that share a weekday. */
function indexTimes(slots: readonly SeriesSlot[]): Map<Weekday, readonly string[]> {
  const sets = new Map<Weekday, Set<string>>();
  for (const slot of slots) {
    const set = sets.get(slot.weekday) ?? new Set<string>();
    for (const time of slot.times) set.add(time);
    sets.set(slot.weekday, set);
  }
  const index = new Map<Weekday, readonly string[]>();
  for (const [weekday, set] of sets) index.set(weekday, [...set].sort());
  return index;
}

/** Validates `rule` and prepares it for expansion. */
function planOf(rule: RecurrenceRule): Plan {
  assertValidRule(rule);
  const startDay = toEpochDay(rule.startDate);
  const timesByWeekday = indexTimes(rule.slots);
  const excludedDays = [...new Set(rule.excludedDates.map(toEpochDay))]
    .filter((day) => day >= startDay)
    .sort((a, b) => a - b);
  return {
    timeZone: rule.timeZone,
    startDay,
    endDay: rule.endDate === null ? Infinity : toEpochDay(rule.endDate),
    timesByWeekday,
    perWeek: [...timesByWeekday.values()].reduce((sum, times) => sum + times.length, 0),
    excludedDays,
    excluded: new Set(excludedDays),
    durationMs: rule.durationMinutes * millisPerMinute,
  };
}

/** The departure times of a weekly slot on `day`, ignoring exclusions. */
function timesOn(plan: Plan, day: number): readonly string[] {
  return plan.timesByWeekday.get(weekdayOfEpochDay(day)) ?? noTimes;
}

/** Occurrences on days startDay..`day` (inclusive), excluded days skipped. O(exclusions). */
function countThrough(plan: Plan, day: number): number {
  const days = day - plan.startDay + 1;
  if (days <= 0) return 0;
  const fullWeeks = Math.floor(days / 7);
  let total = fullWeeks * plan.perWeek;
  for (let rest = plan.startDay + fullWeeks * 7; rest <= day; rest++) total += timesOn(plan, rest).length;
  for (const excluded of plan.excludedDays) {
    if (excluded > day) break;
    total -= timesOn(plan, excluded).length;
  }
  return total;
}

/**
 * Where the `count`-th occurrence of the series falls, found by binary search on days so a
 * window far after startDate costs no more than one near it. Requires count ≥ 1, perWeek ≥ 1.
 */
function countLimitOf(plan: Plan, count: number): CountLimit {
  // Each excluded day removes at most one day's departures, which one extra week makes up for.
  const weeksNeeded = Math.ceil(count / plan.perWeek) + plan.excludedDays.length;
  let low = plan.startDay;
  let high = plan.startDay + weeksNeeded * 7 - 1;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (countThrough(plan, middle) >= count) high = middle;
    else low = middle + 1;
  }
  return { day: low, timesOnDay: count - countThrough(plan, low - 1) };
}

/** The occurrences of one local day, in local time order. */
function occurrencesOn(plan: Plan, day: number, times: readonly string[]): Occurrence[] {
  const date = fromEpochDay(day);
  return times.map((time) => {
    const start = zonedToUtc(date, time, plan.timeZone);
    return {
      key: occurrenceKey(date, time),
      date,
      time,
      start,
      end: new Date(start.getTime() + plan.durationMs),
    };
  });
}

function byStartThenKey(a: Occurrence, b: Occurrence): number {
  return a.start.getTime() - b.start.getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/**
 * The occurrences of `rule` whose local date lies in `window` (inclusive) and within the rule's
 * bounds (startDate, endDate, count, excludedDates), sorted by start instant.
 *
 * - Repeated times on a weekday (also across slots) yield one occurrence.
 * - `count` is applied from startDate in local date/time order, so an occurrence beyond the
 *   count-th is never returned, however late the window starts.
 * - Local times are converted with `zonedToUtc` (DST gap → later; ambiguous → earlier instant).
 *
 * Throws a RangeError for an invalid rule or window, or a window longer than `maxWindowDays`.
 * A window whose `until` is before `from` is empty.
 */
export function occurrences(rule: RecurrenceRule, window: DateWindow): Occurrence[] {
  const plan = planOf(rule);
  const fromDay = toEpochDay(window.from);
  const untilDay = toEpochDay(window.until);
  if (untilDay - fromDay + 1 > maxWindowDays) {
    throw new RangeError(
      `Window ${window.from}..${window.until} is longer than ${maxWindowDays} days; ask for a shorter one`,
    );
  }
  if (plan.perWeek === 0 || rule.count === 0) return [];

  const limit = rule.count === null ? null : countLimitOf(plan, rule.count);
  const firstDay = Math.max(fromDay, plan.startDay);
  const lastDay = Math.min(untilDay, plan.endDay, limit?.day ?? Infinity);
  const result: Occurrence[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    if (plan.excluded.has(day)) continue;
    const times = timesOn(plan, day);
    const allowed = limit !== null && day === limit.day ? times.slice(0, limit.timesOnDay) : times;
    result.push(...occurrencesOn(plan, day, allowed));
  }
  return result.sort(byStartThenKey);
}
