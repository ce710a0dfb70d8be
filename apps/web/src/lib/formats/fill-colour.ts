import type { AlertColour } from "@stund/shared/enums";
import type { StundEvent } from "@stund/shared/contracts/catalogue/events";

/** Share of the seats taken (sold + held) from which a departure counts as filling up. */
export const fillingThreshold = 0.7;

export type FillInput = Pick<StundEvent, "status" | "delayStatus" | "capacity" | "sold" | "held">;

/**
 * The spec's alert colour of a departure: Red when it is full or cannot be sold (closed,
 * cancelled, deleted), Blue while it is delayed, Orange from 70 % of the seats taken, Green below.
 */
export function fillColour(event: FillInput): AlertColour {
  if (event.status === "Cancelled" || event.status === "Closed" || event.status === "Deleted") return "Red";
  if (event.status === "Delayed" || event.delayStatus === "Pending" || event.delayStatus === "Delayed") {
    return "Blue";
  }
  const taken = event.sold + event.held;
  if (event.capacity <= 0 || taken >= event.capacity) return "Red";
  return taken / event.capacity >= fillingThreshold ? "Orange" : "Green";
}

/** Seats taken as a percentage of the capacity, 0–100, for a progress bar. */
export function takenPercent(event: Pick<StundEvent, "capacity" | "sold" | "held">): number {
  if (event.capacity <= 0) return event.sold + event.held > 0 ? 100 : 0;
  return Math.min(100, Math.round(((event.sold + event.held) / event.capacity) * 100));
}

/** "sold+held/capacity", e.g. "7+2/20". */
export function seatsLabel(event: Pick<StundEvent, "capacity" | "sold" | "held">): string {
  return `${event.sold}+${event.held}/${event.capacity}`;
}
