import type { ScheduleRule } from "@stund/shared/contracts/catalogue/schedules";
import { addDays, weekdayOf } from "@stund/shared/scheduling/local-date";
import { utcToZoned, zonedToUtc } from "@stund/shared/scheduling/zoned-time";
import { minutesOf } from "./schedule-rules";

type OpenHoursRule = Extract<ScheduleRule, { kind: "OpenHours" }>;
type AssetTypeRule = Extract<ScheduleRule, { kind: "AssetType" }>;

export interface Window {
  start: Date;
  end: Date;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * The instant of a local wall time, or null when that time does not exist on that date (the hour
 * skipped when clocks go forward): no slot starts in it.
 */
function existingInstant(date: string, time: string, zone: string): Date | null {
  const instant = zonedToUtc(date, time, zone);
  const wall = utcToZoned(instant, zone);
  return wall.date === date && wall.time === time ? instant : null;
}

/**
 * The slots of an OpenHours schedule on a local date: from each opening to its closing, one per
 * `slotMinutes` of wall-clock time, each lasting `slotMinutes`. Slots start at the same local
 * times on every day, across daylight-saving changes; a time the clocks skip has no slot, and a
 * time they repeat has one (the first). None on a closure or a weekday without hours.
 */
export function openHoursWindows(rule: OpenHoursRule, date: string, zone: string): Window[] {
  if (rule.closures.includes(date)) return [];
  const weekday = weekdayOf(date);
  const windows: Window[] = [];
  for (const day of rule.hours.filter((hours) => hours.weekday === weekday)) {
    const close = minutesOf(day.close);
    for (let minute = minutesOf(day.open); minute + rule.slotMinutes <= close; minute += rule.slotMinutes) {
      const start = existingInstant(date, timeOf(minute), zone);
      if (start) windows.push({ start, end: new Date(start.getTime() + rule.slotMinutes * minuteMs) });
    }
  }
  return windows.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** `date` moved by whole months, kept within the target month (31 January + 1 month: 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The rental windows of an AssetType schedule starting on a local date, each `duration` units
 * long: by the hour, one starting at every hour of the day; by the day or month, one starting at
 * midnight and ending at midnight of the day the duration reaches.
 */
export function rentalWindows(rule: AssetTypeRule, date: string, duration: number, zone: string): Window[] {
  if (rule.durationUnit === "Hours") {
    const windows: Window[] = [];
    for (let hour = 0; hour < 24; hour++) {
      const start = existingInstant(date, timeOf(hour * 60), zone);
      if (start) windows.push({ start, end: new Date(start.getTime() + duration * hourMs) });
    }
    return windows;
  }
  const endDate = rule.durationUnit === "Days" ? addDays(date, duration) : addMonths(date, duration);
  return [{ start: zonedToUtc(date, "00:00", zone), end: zonedToUtc(endDate, "00:00", zone) }];
}
