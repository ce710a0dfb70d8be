import type { StundEvent } from "@stund/shared/contracts/catalogue/events";

/**
 * Where a departure stands as a place to move a booking to. Staff may move into a departure whose
 * sales are closed; one that is cancelled, has left, or has too few seats (unless overbooking) cannot
 * be chosen, and neither can the booking's own.
 */
export type MoveState = "Open" | "Current" | "Cancelled" | "Departed" | "TooFew";

export interface MoveChoice {
  event: StundEvent;
  state: MoveState;
}

export interface MoveFilter {
  date: string;
  /** Only this experience's departures; null for every experience of the project. */
  experienceId: string | null;
  currentEventId: string | null;
  seats: number;
  overbook: boolean;
  now: Date;
}

export function moveState(event: StundEvent, filter: Omit<MoveFilter, "date" | "experienceId">): MoveState {
  if (event.id === filter.currentEventId) return "Current";
  if (event.status === "Cancelled" || event.status === "Deleted") return "Cancelled";
  if (Date.parse(event.start) <= filter.now.getTime()) return "Departed";
  if (event.available < filter.seats && !filter.overbook) return "TooFew";
  return "Open";
}

/** The day's departures (local date of the project) as move choices, earliest first. */
export function moveChoices(events: readonly StundEvent[], filter: MoveFilter): MoveChoice[] {
  return events
    .filter(
      (event) =>
        event.status !== "Deleted" &&
        event.localStart.startsWith(filter.date) &&
        (filter.experienceId === null || event.experienceId === filter.experienceId),
    )
    .sort((a, b) => a.localStart.localeCompare(b.localStart))
    .map((event) => ({ event, state: moveState(event, filter) }));
}
