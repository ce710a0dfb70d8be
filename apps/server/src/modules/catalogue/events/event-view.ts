import type { PriceOverrides, StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { DelayStatus, EventStatus } from "@stund/shared/enums";
import { utcToZoned } from "@stund/shared/scheduling/zoned-time";
import type { EventSeats } from "../availability/availability.service";
import type { EventRow } from "./event.repository";

/** "YYYY-MM-DDTHH:mm" of an instant in the project's time zone. */
export function localDateTime(instant: Date, timeZone: string): string {
  const local = utcToZoned(instant, timeZone);
  return `${local.date}T${local.time}`;
}

/** The contract's event: the row, its seats and its start on the project's clock. */
export function toStundEvent(row: EventRow, seats: EventSeats, timeZone: string): StundEvent {
  return {
    id: row.id,
    projectId: row.projectId,
    experienceId: row.experienceId,
    experienceName: row.experienceName,
    experienceTag: row.experienceTag,
    seriesId: row.seriesId,
    start: row.startAt.toISOString(),
    end: row.endAt.toISOString(),
    localStart: localDateTime(row.startAt, timeZone),
    timeZone,
    capacity: row.capacity,
    sold: seats.sold,
    held: seats.held,
    available: seats.available,
    status: row.status as EventStatus,
    delayStatus: row.delayStatus as DelayStatus | null,
    delayMessage: row.delayMessage,
    originalStart: row.originalStartAt?.toISOString() ?? null,
    detached: row.detached,
    flagged: row.flagged,
    flagReason: row.flagReason,
    priceOverrides: row.priceOverrides as PriceOverrides,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** "Glacier Walk 2027-06-01 09:00": how activity lines name an event. */
export function eventLabel(row: EventRow, timeZone: string): string {
  return `${row.experienceName.EN} ${localDateTime(row.startAt, timeZone).replace("T", " ")}`;
}
