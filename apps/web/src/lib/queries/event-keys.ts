/**
 * Every events query of one project starts with this key: the calendar's lists and details, the
 * event editors, a departure's manifest and the desk's departures. A change to bookings or events
 * invalidates it, so every screen showing seats is refreshed at once.
 */
export const projectEventsKey = (tenant: string | undefined, project: string | undefined) =>
  ["events", tenant, project] as const;

/**
 * The project's home summary (today's and the coming departures, counts), which events feed: a
 * change to events or seats refreshes it with them.
 */
export const projectHomeKey = (tenant: string | undefined, project: string | undefined) =>
  ["projectHome", tenant, project] as const;
