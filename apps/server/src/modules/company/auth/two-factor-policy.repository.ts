import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { projectMembers } from "../../../db/schema/projects";
import { tenantMembers, tenants } from "../../../db/schema/tenants";

/** The company's two-factor rule, its row locked until the transaction ends. */
export async function lockTwoFactorPolicy(db: Executor, tenantId: string) {
  const [row] = await db
    .select({ name: tenants.name, requireTwoFactor: tenants.requireTwoFactor })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for("no key update");
  return row;
}

export async function setTwoFactorPolicy(db: Executor, tenantId: string, required: boolean): Promise<void> {
  await db.update(tenants).set({ requireTwoFactor: required }).where(eq(tenants.id, tenantId));
}

/** Everyone holding a role in the company or one of its projects. */
export async function findStaffIds(db: Executor, tenantId: string): Promise<string[]> {
  const byTenant = await db
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(eq(tenantMembers.tenantId, tenantId));
  const byProject = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(eq(projectMembers.tenantId, tenantId));
  return [...new Set([...byTenant, ...byProject].map((row) => row.userId))];
}
