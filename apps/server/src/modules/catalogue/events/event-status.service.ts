import type { z } from "zod";
import type {
  bulkEventActionSchema,
  bulkEventResultSchema,
  delayEventBodySchema,
  StundEvent,
} from "@stund/shared/contracts/catalogue/events";
import type { DelayStatus } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import { AppError } from "../../../http/errors";
import { changeEvent, type EventChangeContext } from "./event-changes";
import { parseInstant } from "./event-instants";
import {
  decideCancel,
  decideCapacity,
  decideClose,
  decideDelay,
  decideDelayStatus,
  decideDelete,
  decideOpen,
} from "./event-transitions";

type DelayBody = z.output<typeof delayEventBodySchema>;
type BulkAction = z.output<typeof bulkEventActionSchema>;
type BulkResult = z.output<typeof bulkEventResultSchema>;

export const closeEvent = (db: Database, context: EventChangeContext, id: string) =>
  changeEvent(db, context, id, ({ row }) => decideClose(row));

export const openEvent = (db: Database, context: EventChangeContext, id: string) =>
  changeEvent(db, context, id, ({ row }) => decideOpen(row));

/** Cancels the event and records a notice for its booked customers. */
export const cancelEvent = (db: Database, context: EventChangeContext, id: string) =>
  changeEvent(db, context, id, ({ row }) => decideCancel(row));

/** Soft delete; refused while seats are sold or held. */
export const deleteEvent = (db: Database, context: EventChangeContext, id: string) =>
  changeEvent(db, context, id, ({ row, seats, now }) => decideDelete(row, seats, now));

/** Moves the departure and records a notice with the message for its booked customers. */
export const delayEvent = (db: Database, context: EventChangeContext, id: string, body: DelayBody) =>
  changeEvent(db, context, id, ({ row }) =>
    decideDelay(row, parseInstant(body.newStart, "newStart"), body.message),
  );

export const setDelayStatus = (
  db: Database,
  context: EventChangeContext,
  id: string,
  delayStatus: DelayStatus,
): Promise<StundEvent> => changeEvent(db, context, id, ({ row }) => decideDelayStatus(row, delayStatus));

/**
 * One action on many events, each decided and written on its own: one event's refusal does not
 * stop the others. Unknown ids and ids of other projects are refused as "Event not found".
 */
export async function bulkEventAction(
  db: Database,
  context: EventChangeContext,
  action: BulkAction,
): Promise<BulkResult> {
  const result: BulkResult = { updated: [], refused: [] };
  for (const id of new Set(action.ids)) {
    try {
      await changeEvent(db, context, id, ({ row, seats }) => {
        switch (action.action) {
          case "close":
            return decideClose(row);
          case "open":
            return decideOpen(row);
          case "cancel":
            return decideCancel(row);
          case "capacity":
            return decideCapacity(row, seats, action.capacity);
        }
      });
      result.updated.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      result.refused.push({ id, title: error.title });
    }
  }
  return result;
}
