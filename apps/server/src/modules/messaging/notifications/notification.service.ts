import type { Executor } from "../../../db/database";
import { insertEventNotice } from "./event-notice.repository";

interface EventNoticeBase {
  tenantId: string;
  projectId: string;
  eventId: string;
  /** The start customers booked for, before this change. */
  oldStart: Date;
}

export interface EventDelayedNotice extends EventNoticeBase {
  newStart: Date;
  message: string;
}

export interface EventCancelledNotice extends EventNoticeBase {
  message?: string;
}

/**
 * What booked customers must be told about their departure. Called inside the transaction that
 * changes the event, so a notice exists exactly when the change does.
 */
export interface NotificationService {
  eventDelayed(tx: Executor, notice: EventDelayedNotice): Promise<void>;
  eventCancelled(tx: Executor, notice: EventCancelledNotice): Promise<void>;
}

/**
 * Writes each notice to the `event_notices` outbox; delivery to the event's booked customers
 * reads it from there, after the change has committed.
 */
export const outboxNotifications: NotificationService = {
  async eventDelayed(tx, notice) {
    await insertEventNotice(tx, {
      tenantId: notice.tenantId,
      projectId: notice.projectId,
      eventId: notice.eventId,
      kind: "EventDelayed",
      oldStartAt: notice.oldStart,
      newStartAt: notice.newStart,
      message: notice.message,
    });
  },
  async eventCancelled(tx, notice) {
    await insertEventNotice(tx, {
      tenantId: notice.tenantId,
      projectId: notice.projectId,
      eventId: notice.eventId,
      kind: "EventCancelled",
      oldStartAt: notice.oldStart,
      newStartAt: null,
      message: notice.message ?? "",
    });
  },
};
