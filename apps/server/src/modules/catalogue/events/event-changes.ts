import type { StundEvent } from "@stund/shared/contracts/catalogue/events";
import type { Database, Executor } from "../../../db/database";
import { notFound } from "../../../http/errors";
import type { ProjectScope } from "../../access/access/project-access.hooks";
import { recordActivity, type Actor } from "../../access/activity/activity.service";
import {
  assertAssetsFit,
  eventNotFoundTitle,
  seatsForEvents,
  type EventSeats,
} from "../availability/availability.service";
import type { NotificationService } from "../../messaging/notifications/notification.service";
import { findEventRow, updateEventRow, type EventRow } from "./event.repository";
import { recordEventAudit } from "./event-audit";
import type { EventDecision } from "./event-transitions";
import { eventLabel, toStundEvent } from "./event-view";

/** Who changes an event, where, and how its customers are told. */
export interface EventChangeContext {
  scope: ProjectScope;
  actor: Actor;
  notices: NotificationService;
}

export interface LockedEventState {
  tx: Executor;
  row: EventRow;
  seats: EventSeats;
  now: Date;
}

/** The contract's events for rows of one project, seats computed in one batch. */
export async function eventViews(
  db: Executor,
  scope: ProjectScope,
  rows: EventRow[],
  now: Date = new Date(),
): Promise<StundEvent[]> {
  const seats = await seatsForEvents(db, scope.tenantId, rows, now);
  return rows.map((row) => toStundEvent(row, seats.get(row.id)!, scope.timeZone));
}

/**
 * One change of one event in one transaction: lock the row, decide from it and its seats, write
 * the changes, check a moved departure's assets, tell customers, record the activity. A null
 * decision changes nothing. Answers the event as it is afterwards.
 */
export async function changeEvent(
  db: Database,
  context: EventChangeContext,
  id: string,
  decide: (state: LockedEventState) => EventDecision | null | Promise<EventDecision | null>,
): Promise<StundEvent> {
  const { scope } = context;
  return db.transaction(async (tx) => {
    const now = new Date();
    const row = await findEventRow(tx, scope.tenantId, scope.projectId, id, true);
    if (!row) throw notFound(eventNotFoundTitle);
    const seats = (await seatsForEvents(tx, scope.tenantId, [row], now)).get(row.id)!;
    const decision = await decide({ tx, row, seats, now });
    if (!decision) return toStundEvent(row, seats, scope.timeZone);
    await applyDecision(tx, context, row, decision);
    const updated = (await findEventRow(tx, scope.tenantId, scope.projectId, id))!;
    if (decision.changes.startAt || decision.changes.endAt)
      await assertAssetsFit(tx, scope.tenantId, updated, now);
    const [view] = await eventViews(tx, scope, [updated], now);
    return view!;
  });
}

async function applyDecision(
  tx: Executor,
  context: EventChangeContext,
  row: EventRow,
  decision: EventDecision,
): Promise<void> {
  const { scope, actor, notices } = context;
  await updateEventRow(tx, scope.tenantId, row.id, decision.changes);
  const notice = {
    tenantId: scope.tenantId,
    projectId: scope.projectId,
    eventId: row.id,
    oldStart: row.startAt,
  };
  if (decision.notice?.kind === "cancelled") await notices.eventCancelled(tx, notice);
  if (decision.notice?.kind === "delayed")
    await notices.eventDelayed(tx, {
      ...notice,
      newStart: decision.notice.newStart,
      message: decision.notice.message,
    });
  await recordEventAudit(tx, scope, actor, row, decision);
  await recordActivity(tx, scope, actor, {
    kind: decision.kind,
    subjectId: row.id,
    summary: `${eventLabel(row, scope.timeZone)}: ${decision.what}`,
  });
}
