import { and, eq, like, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/database";
import { emailOutbox } from "../../../../db/schema/emails";

/** How many outbox rows of the booking have a kind starting with `prefix`. */
export async function countOutboxRows(tx: Executor, bookingId: string, prefix: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, `${prefix}%`)));
  return Number(row?.n ?? 0);
}

/** One email written to the outbox; the delivery job sends it. */
export async function insertOutboxEmail(tx: Executor, row: typeof emailOutbox.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(emailOutbox).values(row).returning({ id: emailOutbox.id });
  return inserted!.id;
}
