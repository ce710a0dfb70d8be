import type { Executor } from "../../../db/database";
import { auditLog } from "../../../db/schema/team";

export async function insertAuditEntry(db: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}
