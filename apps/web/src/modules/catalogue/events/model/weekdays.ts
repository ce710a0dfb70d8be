import { weekdays, type Weekday } from "@stund/shared/enums";

/** Monday-first, as operators read a week; the contracts keep Sunday…Saturday. */
export const displayWeekdays: readonly Weekday[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

export const workingDays: readonly Weekday[] = displayWeekdays.slice(0, 5);

/** Position of a weekday in the contracts' order (Sunday = 0). */
export function specIndex(weekday: Weekday): number {
  return weekdays.indexOf(weekday);
}

/** Position of a weekday in the display order (Monday = 0). */
export function displayIndex(weekday: Weekday): number {
  return displayWeekdays.indexOf(weekday);
}
