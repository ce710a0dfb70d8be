// The platform's own questions to the database, for readiness and metrics. They span every
// company on purpose: an operator watches the whole server, not one tenant.
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/database";
import { bookings } from "../db/schema/catalogue";
import { emailOutbox } from "../db/schema/emails";

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Emails waiting in the outbox, due or not; read through the partial index on Pending rows. */
export async function countPendingEmails(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "Pending"));
  return Number(row?.n ?? 0);
}

/** Bookings holding seats right now: Pending and not yet run out (the partial index on Pending rows). */
export async function countActiveHolds(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.status, "Pending"), gt(bookings.expiresAt, now)));
  return Number(row?.n ?? 0);
}
