import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { projectMembers } from "../../db/schema/projects";
import { subscriptions, tenantMembers, tenants } from "../../db/schema/tenants";

export async function findTenantByIdentifier(db: Database, identifier: string) {
  const rows = await db
    .select({ id: tenants.id, identifier: tenants.identifier, isDeleted: tenants.isDeleted })
    .from(tenants)
    .where(eq(tenants.identifier, identifier))
    .limit(1);
  return rows[0];
}

export async function findMemberships(db: Database, tenantId: string, userId: string) {
  const [tenantRows, projectRows, subscriptionRows] = await Promise.all([
    db
      .select({ role: tenantMembers.role })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId))),
    db
      .select({ projectId: projectMembers.projectId, role: projectMembers.role })
      .from(projectMembers)
      .where(and(eq(projectMembers.tenantId, tenantId), eq(projectMembers.userId, userId))),
    db
      .select({
        tier: subscriptions.tier,
        status: subscriptions.status,
        billingEndDate: subscriptions.billingEndDate,
      })
      .from(subscriptions)
      .where(eq(subscriptions.tenantId, tenantId))
      .limit(1),
  ]);
  return { tenantRows, projectRows, subscription: subscriptionRows[0] };
}
