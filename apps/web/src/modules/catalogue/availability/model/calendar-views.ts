/** The calendar's views: month, week and day grids, and a list of the week. */
export const calendarViews = ["dayGridMonth", "timeGridWeek", "timeGridDay", "listWeek"] as const;
export type CalendarView = (typeof calendarViews)[number];

/** Below this width the list reads better than a grid, so phones start on it. */
export const phoneMaxWidth = 600;

export function isCalendarView(value: string): value is CalendarView {
  return (calendarViews as readonly string[]).includes(value);
}
