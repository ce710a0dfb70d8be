/**
 * What each status action does to an event, decided from the event as it is (locked) and its
 * seats. Pure: the caller writes the changes, the activity line and the notices.
 */
import type { DelayStatus } from "@stund/shared/enums";
import { conflict } from "../../../http/errors";
import type { ActivityKind } from "../../access/activity/activity.service";
import { eventCancelledTitle, type EventSeats } from "../availability/availability.service";
import type { EventChanges, EventRow } from "./event.repository";

export interface EventDecision {
  changes: EventChanges;
  kind: ActivityKind;
  /** What happened, after the event's label. */
  what: string;
  /** Booked customers must be told: the event is cancelled, or starts at another time. */
  notice?: { kind: "cancelled" } | { kind: "delayed"; newStart: Date; message: string };
}

export const eventDeletedTitle = "The event is deleted";
export const hasBookingsTitle = "Cancel the event first: it has bookings";
export const notDelayedTitle = "The event is not delayed: delay it first with a new start";

/** A delay counts as pending (and an opened event as Delayed) while its delay status is one of these. */
const delayInForce = new Set<string | null>(["Delayed", "Pending"]);

function assertNotDeleted(row: EventRow): void {
  if (row.status === "Deleted") throw conflict(eventDeletedTitle);
}

function assertNotCancelled(row: EventRow): void {
  assertNotDeleted(row);
  if (row.status === "Cancelled") throw conflict(eventCancelledTitle);
}

/** Stops sales; the departure still runs and keeps its assets. Null: already closed. */
export function decideClose(row: EventRow): EventDecision | null {
  assertNotCancelled(row);
  if (row.status === "Closed") return null;
  return { changes: { status: "Closed" }, kind: "EventClosed", what: "sales closed" };
}

/** Sales again: Active, or Delayed while a delay is in force. Null: already open. */
export function decideOpen(row: EventRow): EventDecision | null {
  assertNotCancelled(row);
  const status = delayInForce.has(row.delayStatus) ? "Delayed" : "Active";
  if (row.status === status) return null;
  return { changes: { status }, kind: "EventOpened", what: "sales opened" };
}

/** Cancels the departure and asks for its customers to be told. Null: already cancelled. */
export function decideCancel(row: EventRow, delayStatus: DelayStatus | null = null): EventDecision | null {
  assertNotDeleted(row);
  if (row.status === "Cancelled") return null;
  return {
    changes: { status: "Cancelled", ...(delayStatus ? { delayStatus } : {}) },
    kind: "EventCancelled",
    what: "cancelled",
    notice: { kind: "cancelled" },
  };
}

export const capacityBelowTakenTitle = (taken: number) =>
  `Capacity cannot be below the seats already sold or held (${taken})`;

/** A new capacity, never below what is sold or held; a series' event becomes detached. */
export function decideCapacity(row: EventRow, seats: EventSeats, capacity: number): EventDecision | null {
  assertNotDeleted(row);
  const taken = seats.sold + seats.held;
  if (capacity < taken) throw conflict(capacityBelowTakenTitle(taken));
  if (capacity === row.capacity) return null;
  return {
    changes: { capacity, ...(row.seriesId ? { detached: true } : {}) },
    kind: "EventUpdated",
    what: `capacity ${row.capacity} → ${capacity}`,
  };
}

/** Soft delete, only for an event nobody has booked or holds seats on. */
export function decideDelete(row: EventRow, seats: EventSeats, now: Date): EventDecision | null {
  assertNotDeleted(row);
  if (seats.sold + seats.held > 0) throw conflict(hasBookingsTitle);
  return { changes: { status: "Deleted", deletedAt: now }, kind: "EventDeleted", what: "deleted" };
}

/**
 * Moves the departure to a new start (same duration) and records the delay: the first original
 * start is kept through later delays. A closed event stays closed and opens as Delayed.
 * The delay status starts as Delayed, since customers are told at once (a notice is recorded);
 * Pending is there for staff to mark a delay that still awaits confirmation.
 */
export function decideDelay(row: EventRow, newStart: Date, message: string): EventDecision {
  assertNotCancelled(row);
  const duration = row.endAt.getTime() - row.startAt.getTime();
  return {
    changes: {
      startAt: newStart,
      endAt: new Date(newStart.getTime() + duration),
      originalStartAt: row.originalStartAt ?? row.startAt,
      delayStatus: "Delayed",
      delayMessage: message,
      ...(row.status === "Closed" ? {} : { status: "Delayed" as const }),
    },
    kind: "EventDelayed",
    what: `delayed to ${newStart.toISOString()}`,
    notice: { kind: "delayed", newStart, message },
  };
}

/**
 * Delay status moves: Active ends the delay (the event keeps its current start and sells as
 * Active), Cancelled cancels the event, Delayed and Pending set the status of a delay in force.
 */
export function decideDelayStatus(row: EventRow, delayStatus: DelayStatus): EventDecision | null {
  if (delayStatus === "Cancelled") return decideCancel(row, "Cancelled");
  assertNotCancelled(row);
  if (delayStatus === "Active") {
    if (row.delayStatus === null) return null;
    return {
      changes: {
        delayStatus: null,
        delayMessage: "",
        originalStartAt: null,
        ...(row.status === "Delayed" ? { status: "Active" as const } : {}),
      },
      kind: "EventUpdated",
      what: "delay ended",
    };
  }
  if (!delayInForce.has(row.delayStatus)) throw conflict(notDelayedTitle);
  if (row.delayStatus === delayStatus) return null;
  return { changes: { delayStatus }, kind: "EventUpdated", what: `delay status ${delayStatus}` };
}
