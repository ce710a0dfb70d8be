import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import { addDays } from "@stund/shared/scheduling/local-date";
import { zonedToUtc } from "@stund/shared/scheduling/zoned-time";

/**
 * Whether a departure can be sold at the desk. Closed ones could be sold by managers, but the
 * desk keeps to the simple rule: only open departures with seats left that have not left yet.
 */
export type DepartureState = "Open" | "Full" | "Closed" | "Cancelled" | "Departed";

/** The instants a local date of the project's zone covers, as the events list is asked for them. */
export function dayRange(date: string, timeZone: string): { from: string; to: string } {
  return {
    from: zonedToUtc(date, "00:00", timeZone).toISOString(),
    to: zonedToUtc(addDays(date, 1), "00:00", timeZone).toISOString(),
  };
}

export function departureState(
  event: Pick<StundEvent, "status" | "start" | "available">,
  now: Date,
): DepartureState {
  if (event.status === "Cancelled" || event.status === "Deleted") return "Cancelled";
  if (event.status === "Closed") return "Closed";
  if (Date.parse(event.start) <= now.getTime()) return "Departed";
  if (event.available <= 0) return "Full";
  return "Open";
}

/** The experience's departures whose local start falls on `date`, earliest first; deleted ones are left out. */
export function departuresOn(
  events: readonly StundEvent[],
  experienceId: string,
  date: string,
): StundEvent[] {
  return events
    .filter(
      (event) =>
        event.experienceId === experienceId &&
        event.localStart.startsWith(date) &&
        event.status !== "Deleted",
    )
    .sort((a, b) => a.localStart.localeCompare(b.localStart));
}

/** "09:00" from a local start "2027-07-01T09:00". */
export function departureTime(event: Pick<StundEvent, "localStart">): string {
  return event.localStart.slice(11, 16);
}
