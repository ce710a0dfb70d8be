import type { TFunction } from "i18next";
import type { Weekday } from "@stund/shared/enums";
import { sortedTimes, type SlotValue } from "./slots";
import { displayIndex, displayWeekdays } from "./weekdays";

export interface SlotSummaryLabels {
  /** Short weekday names, e.g. "Mon". */
  weekday: Record<Weekday, string>;
  /** Said instead of listing all seven days. */
  everyDay: string;
}

/** The summary labels in the interface language. */
export function slotSummaryLabels(t: TFunction): SlotSummaryLabels {
  const weekday = Object.fromEntries(
    displayWeekdays.map((day) => [day, t(`events.weekdayShort.${day}`)]),
  ) as Record<Weekday, string>;
  return { weekday, everyDay: t("events.slots.everyDay") };
}

/** Consecutive runs of display positions, e.g. [0,1,2,4] → [[0,2],[4,4]]. */
function runsOf(positions: number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const position of positions) {
    const last = runs.at(-1);
    if (last && position === last[1] + 1) last[1] = position;
    else runs.push([position, position]);
  }
  return runs;
}

function daysText(days: Weekday[], labels: SlotSummaryLabels): string {
  if (days.length === 7) return labels.everyDay;
  const positions = days.map(displayIndex).sort((a, b) => a - b);
  const name = (position: number) => labels.weekday[displayWeekdays[position]!];
  return runsOf(positions)
    .flatMap(([from, to]) => {
      if (to - from >= 2) return [`${name(from)}–${name(to)}`];
      return from === to ? [name(from)] : [name(from), name(to)];
    })
    .join(", ");
}

/**
 * A human summary of weekly slots, e.g. "Mon–Fri 09:00, 14:00; Sat 10:00". Days with the same
 * times are grouped, three or more consecutive days (Monday first) become a range, and groups
 * are ordered by their first day. Days without times are left out; no slots give "".
 */
export function summariseSlots(slots: readonly SlotValue[], labels: SlotSummaryLabels): string {
  const groups = new Map<string, Weekday[]>();
  for (const slot of slots) {
    const times = sortedTimes(slot.times);
    if (times.length === 0) continue;
    const key = times.join(", ");
    const days = groups.get(key) ?? [];
    if (!days.includes(slot.weekday)) days.push(slot.weekday);
    groups.set(key, days);
  }
  return [...groups.entries()]
    .map(([times, days]) => ({ times, days, first: Math.min(...days.map(displayIndex)) }))
    .sort((a, b) => a.first - b.first)
    .map(({ times, days }) => `${daysText(days, labels)} ${times}`)
    .join("; ");
}
