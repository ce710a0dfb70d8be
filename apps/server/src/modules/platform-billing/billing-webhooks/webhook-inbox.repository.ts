import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { rapydWebhookInbox } from "../../../db/schema/billing";

/** Stores the event unless its id is already there; answers whether this call stored it. */
export async function insertInboxEvent(
  db: Executor,
  event: { eventId: string; type: string; payload: Record<string, unknown>; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(rapydWebhookInbox)
    .values({ ...event, outcome: "received" })
    .onConflictDoNothing()
    .returning({ eventId: rapydWebhookInbox.eventId });
  return rows.length > 0;
}

export async function recordInboxOutcome(db: Executor, eventId: string, outcome: string): Promise<void> {
  await db.update(rapydWebhookInbox).set({ outcome }).where(eq(rapydWebhookInbox.eventId, eventId));
}

export async function findInboxEvent(db: Executor, eventId: string) {
  const rows = await db
    .select()
    .from(rapydWebhookInbox)
    .where(eq(rapydWebhookInbox.eventId, eventId))
    .limit(1);
  return rows[0];
}
