import { sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { bookingHistory } from "../../../db/schema/bookings";

export interface ExpiredHold {
  id: string;
  tenantId: string;
  projectId: string;
  eventId: string | null;
}

const batchSize = 500;

/**
 * Marks held bookings whose hold has run out as Expired, in batches that skip rows another
 * process is working on, with a history line each. The seats already counted as free from the
 * moment the hold ran out; this makes the booking's status say so too.
 */
export async function expireHolds(db: Database, now: Date): Promise<ExpiredHold[]> {
  const expired: ExpiredHold[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const result = await tx.execute<{
        id: string;
        tenant_id: string;
        project_id: string;
        event_id: string | null;
      }>(sql`
        with due as (
          select id from bookings
          where status = 'Pending' and expires_at <= ${now.toISOString()}::timestamptz
          order by expires_at limit ${batchSize}
          for update skip locked
        )
        update bookings b set status = 'Expired', updated_at = ${now.toISOString()}::timestamptz
        from due where b.id = due.id
        returning b.id, b.tenant_id, b.project_id, b.event_id`);
      const rows = result.rows.map((row) => ({
        id: row.id,
        tenantId: row.tenant_id,
        projectId: row.project_id,
        eventId: row.event_id,
      }));
      if (rows.length > 0)
        await tx.insert(bookingHistory).values(
          rows.map((row) => ({
            tenantId: row.tenantId,
            bookingId: row.id,
            actorUserId: null,
            actorKind: "System",
            action: "Expired",
            details: {},
          })),
        );
      return rows;
    });
    expired.push(...batch);
    if (batch.length < batchSize) return expired;
  }
}
