import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { projectActivity } from "../../../db/schema/catalogue";

export async function insertActivity(db: Executor, row: typeof projectActivity.$inferInsert): Promise<void> {
  await db.insert(projectActivity).values(row);
}

/** A project's changes, newest first. */
export async function selectRecentActivity(db: Executor, tenantId: string, projectId: string, limit: number) {
  return db
    .select()
    .from(projectActivity)
    .where(and(eq(projectActivity.tenantId, tenantId), eq(projectActivity.projectId, projectId)))
    .orderBy(desc(projectActivity.at))
    .limit(limit);
}
