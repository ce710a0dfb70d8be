import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { bookingHistory } from "../../../db/schema/bookings";

export interface ExpiredHold {
  id: string;
  tenantId: string;
  projectId: string;
  eventId: string | null;
}

/**
 * Marks up to `limit` held bookings whose hold ran out by `now` as Expired, skipping rows another
 * process is working on, with a history line each.
 */
export async function expireDueHolds(tx: Executor, now: Date, limit: number): Promise<ExpiredHold[]> {
  const result = await tx.execute<{
    id: string;
    tenant_id: string;
    project_id: string;
    event_id: string | null;
  }>(sql`
    with due as (
      select id from bookings
      where status = 'Pending' and expires_at <= ${now.toISOString()}::timestamptz
      order by expires_at limit ${limit}
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
}
