/**
 * Every events query of one project starts with this key: the calendar's lists and details, the
 * event editors, a departure's manifest and the desk's departures. A change to bookings or events
 * invalidates it, so every screen showing seats is refreshed at once.
 */
export const projectEventsKey = (tenant: string | undefined, project: string | undefined) =>
  ["events", tenant, project] as const;
