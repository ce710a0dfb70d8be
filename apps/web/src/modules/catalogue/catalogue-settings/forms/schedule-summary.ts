/**
 * One line per schedule for the list: "Mon–Fri 09:00, 14:00", "Mon–Fri 10:00–18:00, 30 min
 * slots × 8", "Super jeep: 1–5 Days". Days with the same times are named together, a run of
 * three or more days as a range.
 */
import type { TFunction } from "i18next";
import type { Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { weekdays, type Weekday } from "@stund/shared/enums";

function dayRuns(days: Weekday[]): Weekday[][] {
  const runs: Weekday[][] = [];
  for (const day of [...days].sort((a, b) => weekdays.indexOf(a) - weekdays.indexOf(b))) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && weekdays.indexOf(day) === weekdays.indexOf(last) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** "Mon–Fri, Sun" for a set of weekdays, in the interface language. */
export function weekdaysLabel(days: Weekday[], t: TFunction): string {
  const short = (day: Weekday) => t(`scheduleSettings.weekdayShort.${day}`);
  return dayRuns(days)
    .map((run) => (run.length >= 3 ? `${short(run[0]!)}–${short(run.at(-1)!)}` : run.map(short).join(", ")))
    .join(", ");
}

/** Weekdays grouped by the same text, in week order of each group's first day. */
function groupedByText(entries: [Weekday, string][], t: TFunction): string {
  const groups = new Map<string, Weekday[]>();
  for (const [day, text] of entries) groups.set(text, [...(groups.get(text) ?? []), day]);
  return [...groups].map(([text, days]) => `${weekdaysLabel(days, t)} ${text}`).join("; ");
}

/** The list line of a schedule; `assetName` names the pool of a rental schedule when known. */
export function scheduleSummary(schedule: Schedule, t: TFunction, assetName?: string): string {
  const rule = schedule.rule;
  if (rule.kind === "ScheduledEvent") {
    return groupedByText(
      rule.slots.map((slot) => [slot.weekday, [...slot.times].sort().join(", ")]),
      t,
    );
  }
  if (rule.kind === "OpenHours") {
    const ranges = new Map<Weekday, string[]>();
    for (const day of rule.hours)
      ranges.set(day.weekday, [...(ranges.get(day.weekday) ?? []), `${day.open}–${day.close}`]);
    const hours = groupedByText(
      [...ranges].map(([day, list]) => [day, [...list].sort().join(", ")]),
      t,
    );
    const parts = [
      hours,
      t("scheduleSettings.summary.slots", { minutes: rule.slotMinutes, capacity: rule.capacityPerSlot }),
    ];
    if (rule.closures.length > 0)
      parts.push(t("scheduleSettings.summary.closures", { count: rule.closures.length }));
    return parts.join(", ");
  }
  const range =
    rule.minDuration === rule.maxDuration
      ? t(`scheduleSettings.durationCount.${rule.durationUnit}`, { count: rule.minDuration })
      : `${rule.minDuration}–${rule.maxDuration} ${t(`scheduleSettings.durationUnit.${rule.durationUnit}`)}`;
  return assetName ? `${assetName}: ${range}` : range;
}
