import type { TFunction } from "i18next";
import { weekdays } from "@stund/shared/enums";

/**
 * Calendar labels in the console's own texts and the spec's dd/MM/yyyy dates, rather than the
 * browser's date formatting (which lacks Icelandic in some browsers). Dates are the calendar's
 * wall-clock dates, read in UTC.
 */
const pad = (n: number) => String(n).padStart(2, "0");

export const shortDate = (date: Date) =>
  `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;

export const weekdayLabel = (date: Date, t: TFunction) =>
  t(`events.weekdayShort.${weekdays[date.getUTCDay()]}`);

/** The column header: the weekday, and in day and week grids also the date. */
export function dayHeaderLabel(date: Date, withDate: boolean, t: TFunction): string {
  const day = weekdayLabel(date, t);
  return withDate ? `${day} ${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}` : day;
}

/** The toolbar title: the month, the week's first and last day, or the day. */
export function calendarTitle(view: string, start: Date, endExclusive: Date, t: TFunction): string {
  if (view === "dayGridMonth")
    return `${t(`availability.month.${start.getUTCMonth() + 1}`)} ${start.getUTCFullYear()}`;
  const last = new Date(endExclusive.getTime() - 86_400_000);
  if (last.getTime() <= start.getTime()) return `${weekdayLabel(start, t)} ${shortDate(start)}`;
  return `${shortDate(start)} – ${shortDate(last)}`;
}
