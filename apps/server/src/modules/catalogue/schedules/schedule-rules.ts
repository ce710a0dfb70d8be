import type { ScheduleRule } from "@stund/shared/contracts/catalogue/schedules";
import { weekdays, type Weekday } from "@stund/shared/enums";
import { isValidDate } from "@stund/shared/scheduling/local-date";

type Errors = Record<string, string[]>;

export const weekdayListedTwice = (weekday: Weekday) => `${weekday} is listed more than once`;
export const hoursOverlap = (weekday: Weekday) => `The opening hours overlap on ${weekday}`;
export const slotDoesNotFit = (minutes: number, weekday: Weekday) =>
  `A slot of ${minutes} minutes does not fit in the opening hours on ${weekday}`;
export const closureNotADate = (position: number) => `Closure ${position} is not a date of the calendar`;

/** Minutes since midnight of an "HH:mm" time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const weekdayIndex = (weekday: Weekday) => weekdays.indexOf(weekday);

function add(errors: Errors, field: string, message: string) {
  (errors[field] ??= []).push(message);
}

function scheduledEvent(rule: Extract<ScheduleRule, { kind: "ScheduledEvent" }>, errors: Errors) {
  const seen = new Set<Weekday>();
  for (const slot of rule.slots) {
    if (seen.has(slot.weekday)) add(errors, "rule.slots", weekdayListedTwice(slot.weekday));
    seen.add(slot.weekday);
  }
  const slots = [...rule.slots]
    .sort((a, b) => weekdayIndex(a.weekday) - weekdayIndex(b.weekday))
    .map((slot) => ({ weekday: slot.weekday, times: [...new Set(slot.times)].sort() }));
  return { ...rule, slots };
}

function openHours(rule: Extract<ScheduleRule, { kind: "OpenHours" }>, errors: Errors) {
  const hours = [...rule.hours].sort(
    (a, b) => weekdayIndex(a.weekday) - weekdayIndex(b.weekday) || a.open.localeCompare(b.open),
  );
  hours.forEach((day, index) => {
    const before = hours[index - 1];
    if (before?.weekday === day.weekday && before.close > day.open)
      add(errors, "rule.hours", hoursOverlap(day.weekday));
    if (day.open < day.close && minutesOf(day.close) - minutesOf(day.open) < rule.slotMinutes)
      add(errors, "rule.slotMinutes", slotDoesNotFit(rule.slotMinutes, day.weekday));
  });
  rule.closures.forEach((date, index) => {
    if (!isValidDate(date)) add(errors, "rule.closures", closureNotADate(index + 1));
  });
  return { ...rule, hours, closures: [...new Set(rule.closures)].sort() };
}

/**
 * Checks a rule beyond its contract (repeated weekdays, overlapping hours, slots that fit, real
 * dates) and puts it in a stable order: weekdays Sunday first, times and closures ascending.
 */
export function normaliseRule(rule: ScheduleRule): { rule: ScheduleRule; errors: Errors } {
  const errors: Errors = {};
  switch (rule.kind) {
    case "ScheduledEvent":
      return { rule: scheduledEvent(rule, errors), errors };
    case "OpenHours":
      return { rule: openHours(rule, errors), errors };
    case "AssetType":
      return { rule, errors };
  }
}
