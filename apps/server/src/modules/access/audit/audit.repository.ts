import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { auditLog } from "../../../db/schema/team";
import { users } from "../../../db/schema/users";

/**
 * Writes one entry. The actor is kept by id only while such a user exists (a person deleted
 * meanwhile is kept by name alone), so the log never refuses the change it records.
 */
export async function insertAuditEntry(db: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
  const actorId = row.actorId
    ? sql`(select ${users.id} from ${users} where ${users.id} = ${row.actorId})`
    : null;
  await db.insert(auditLog).values({ ...row, actorId });
}

export async function findUserName(db: Executor, userId: string): Promise<string | undefined> {
  const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return rows[0]?.name;
}
