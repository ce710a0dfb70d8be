/**
 * Pure rules of event series: which local dates a series materialises, which of its occurrences
 * are still to come, and the texts events are flagged with. No I/O.
 */
import {
  defaultHorizonDays,
  occurrences,
  seriesHorizonEnd,
  type DateWindow,
  type Occurrence,
  type SeriesSlot,
} from "@stund/shared/scheduling/recurrence";
import { addDays } from "@stund/shared/scheduling/local-date";
import { localDateInZone } from "@stund/shared/scheduling/zoned-time";

/** A series materialising more departures than this inside its horizon is refused. */
export const maxEventsPerSeries = 5000;

/** Why an event the series no longer wants was kept: it has bookings. */
export const noLongerInSeriesReason = "No longer in its series: it has bookings";
/** Why an event of a deleted series was kept: it has bookings. */
export const seriesDeletedReason = "Its series was deleted: it has bookings";
/** Why an event's capacity stayed above the series' capacity. */
export const capacityKeptReason = "Capacity kept at the seats already taken";

/** The recurrence fields of a series, as stored on its row. */
export interface SeriesRecurrence {
  timeZone: string;
  startDate: string;
  endDate: string | null;
  count: number | null;
  slots: SeriesSlot[];
  excludedDates: string[];
}

const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

/** The local date of `now` in the series' zone. */
export function todayIn(timeZone: string, now: Date): string {
  return localDateInZone(now, timeZone);
}

/**
 * The last local date materialised at `now`: the horizon end (or the date already `reached`, when
 * later), but never past the series' end date.
 */
export function materialiseUntil(series: SeriesRecurrence, now: Date, reached: string | null = null): string {
  const horizonEnd = seriesHorizonEnd(todayIn(series.timeZone, now), defaultHorizonDays);
  const until = reached === null ? horizonEnd : laterOf(reached, horizonEnd);
  return series.endDate === null ? until : earlierOf(series.endDate, until);
}

/**
 * The local dates to materialise at `now`: from today (or the series' start when later) up to
 * `until`. Null when that range is empty.
 */
export function materialiseWindow(series: SeriesRecurrence, now: Date, until: string): DateWindow | null {
  const from = laterOf(series.startDate, todayIn(series.timeZone, now));
  return until < from ? null : { from, until };
}

/**
 * The window a horizon extension adds at `now` to a series materialised up to `reached`: the
 * dates after `reached` up to the new horizon. Null when there is nothing to add.
 */
export function extensionWindow(
  series: SeriesRecurrence,
  now: Date,
  reached: string | null,
): DateWindow | null {
  const window = materialiseWindow(series, now, materialiseUntil(series, now));
  if (window === null || reached === null) return window;
  const from = laterOf(window.from, addDays(reached, 1));
  return window.until < from ? null : { from, until: window.until };
}

/** The occurrences of `series` in `window` that start after `now`, in start order. */
export function upcomingOccurrences(
  series: SeriesRecurrence,
  durationMinutes: number,
  window: DateWindow | null,
  now: Date,
): Occurrence[] {
  if (window === null) return [];
  return occurrences({ ...series, durationMinutes }, window).filter(
    (occurrence) => occurrence.start.getTime() > now.getTime(),
  );
}
