import { and, eq } from "drizzle-orm";
import type { PolicyType } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import { tenantPolicies } from "../../../db/schema/tenants";

export async function findPolicies(db: Database, tenantId: string) {
  return db.select().from(tenantPolicies).where(eq(tenantPolicies.tenantId, tenantId));
}

export async function findPolicy(db: Database, tenantId: string, type: PolicyType) {
  const rows = await db
    .select()
    .from(tenantPolicies)
    .where(and(eq(tenantPolicies.tenantId, tenantId), eq(tenantPolicies.type, type)))
    .limit(1);
  return rows[0];
}

export async function upsertPolicy(db: Database, tenantId: string, type: PolicyType, content: string) {
  const updatedAt = new Date();
  const [row] = await db
    .insert(tenantPolicies)
    .values({ tenantId, type, content, updatedAt })
    .onConflictDoUpdate({
      target: [tenantPolicies.tenantId, tenantPolicies.type],
      set: { content, updatedAt },
    })
    .returning();
  return row!;
}
