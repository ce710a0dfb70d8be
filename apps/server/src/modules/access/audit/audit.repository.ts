import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { auditLog } from "../../../db/schema/team";
import { users } from "../../../db/schema/users";

export async function insertAuditEntry(db: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function findUserName(db: Executor, userId: string): Promise<string | undefined> {
  const rows = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return rows[0]?.name;
}
