import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { eventNotices } from "../../../db/schema/notices";

export type EventNoticeKind = "EventDelayed" | "EventCancelled";

export interface EventNoticeValues {
  tenantId: string;
  projectId: string;
  eventId: string;
  kind: EventNoticeKind;
  oldStartAt: Date;
  newStartAt: Date | null;
  message: string;
}

export async function insertEventNotice(db: Executor, values: EventNoticeValues): Promise<void> {
  await db.insert(eventNotices).values(values);
}

/** An event's notices, oldest first. */
export async function listEventNotices(db: Executor, tenantId: string, eventId: string) {
  return db
    .select()
    .from(eventNotices)
    .where(and(eq(eventNotices.tenantId, tenantId), eq(eventNotices.eventId, eventId)))
    .orderBy(asc(eventNotices.createdAt), asc(eventNotices.id));
}
