import { addDays, isValidDate } from "@stund/shared/scheduling/local-date";
import { occurrences, type Occurrence, type RecurrenceRule } from "@stund/shared/scheduling/recurrence";
import type { SlotValue } from "./slots";

/** How far the live preview looks ahead, in days. */
export const previewDays = 180;

export interface SeriesPreviewInput {
  startDate: string | null;
  endDate: string | null;
  count: number | null;
  slots: readonly SlotValue[];
  excludedDates: readonly string[];
}

export interface SeriesPreview {
  /** Departures in the window. */
  count: number;
  first: Occurrence | null;
  last: Occurrence | null;
  /** The series goes on after the window's last day. */
  continues: boolean;
  /** Last day of the window, "YYYY-MM-DD". */
  until: string;
}

/**
 * The departures of a series as it would be saved, for the first `previewDays` days from its
 * start (or from `today` for a series that has already begun), in the project's zone.
 * Null when the input cannot make a series yet (no start date, no times, end before start).
 */
export function previewSeries(
  input: SeriesPreviewInput,
  timeZone: string,
  today: string,
): SeriesPreview | null {
  const slots = input.slots.filter((slot) => slot.times.length > 0);
  if (!input.startDate || !isValidDate(input.startDate) || slots.length === 0) return null;
  if (input.endDate && (!isValidDate(input.endDate) || input.endDate < input.startDate)) return null;
  const rule: RecurrenceRule = {
    timeZone,
    startDate: input.startDate,
    endDate: input.endDate,
    count: input.count,
    slots: slots.map((slot) => ({ weekday: slot.weekday, times: [...slot.times] })),
    excludedDates: input.excludedDates.filter(isValidDate),
    durationMinutes: 0,
  };
  const from = input.startDate > today ? input.startDate : today;
  const until = addDays(from, previewDays - 1);
  try {
    const found = occurrences(rule, { from, until });
    const after = occurrences(rule, { from: addDays(until, 1), until: addDays(until, 366) });
    return {
      count: found.length,
      first: found[0] ?? null,
      last: found.at(-1) ?? null,
      continues: after.length > 0,
      until,
    };
  } catch {
    return null;
  }
}
