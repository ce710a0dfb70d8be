import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { paymentWebhookInbox } from "../../../db/schema/payments";

export type InboxRow = typeof paymentWebhookInbox.$inferSelect;

/** Keeps a notice under its provider and event key, once; answers the row kept (first or this). */
export async function keepNotice(
  db: Executor,
  notice: { provider: string; eventKey: string; payload: Record<string, unknown> },
): Promise<InboxRow> {
  await db.insert(paymentWebhookInbox).values(notice).onConflictDoNothing();
  const [stored] = await db
    .select()
    .from(paymentWebhookInbox)
    .where(
      and(
        eq(paymentWebhookInbox.provider, notice.provider),
        eq(paymentWebhookInbox.eventKey, notice.eventKey),
      ),
    );
  return stored!;
}

export async function markNoticeProcessed(db: Executor, id: string, outcome: string): Promise<void> {
  await db
    .update(paymentWebhookInbox)
    .set({ processedAt: new Date(), outcome })
    .where(eq(paymentWebhookInbox.id, id));
}
