import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { emailOutbox } from "../../../db/schema/emails";

export type OutboxRow = typeof emailOutbox.$inferSelect;
export type OutboxChanges = Partial<
  Pick<OutboxRow, "status" | "availableAt" | "sentAt" | "lastError" | "messageId">
>;

function dueRows(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "Pending"), lte(emailOutbox.availableAt, now)))
    .orderBy(emailOutbox.availableAt)
    .limit(limit)
    .for("update", { skipLocked: true });
}

/**
 * Takes up to `limit` due rows for this deliverer: the attempt is counted and the row leased until
 * `leasedUntil` in one statement, skipping rows another deliverer holds, so no two deliverers send
 * the same row.
 */
export async function claimDueEmails(
  db: Executor,
  now: Date,
  limit: number,
  leasedUntil: Date,
): Promise<OutboxRow[]> {
  return db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, availableAt: leasedUntil })
    .where(inArray(emailOutbox.id, dueRows(db, now, limit)))
    .returning();
}

/** Marks up to `limit` due rows Stored (sent into the database); returns how many. */
export async function storeDueEmails(db: Executor, now: Date, limit: number): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "Stored", sentAt: now })
    .where(inArray(emailOutbox.id, dueRows(db, now, limit)))
    .returning({ id: emailOutbox.id });
  return rows.length;
}

export async function updateOutboxEmail(db: Executor, id: string, changes: OutboxChanges): Promise<void> {
  await db.update(emailOutbox).set(changes).where(eq(emailOutbox.id, id));
}

/** The emails written to one address, newest first. */
export async function listEmailsTo(db: Executor, to: string) {
  return db
    .select({
      kind: emailOutbox.kind,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      status: emailOutbox.status,
      ics: emailOutbox.ics,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.availableAt));
}
