/** A company with staff at every level, for the staff routes' tests; rows written straight in. */
import { and, eq } from "drizzle-orm";
import type { ProjectRole, TenantRole } from "@stund/shared/enums";
import { projectMembers } from "../../../db/schema/projects";
import { auditLog } from "../../../db/schema/team";
import { tenantMembers } from "../../../db/schema/tenants";
import { memberClient, ownedTenant } from "../../../../test/factories";
import type { TestApp } from "../../../../test/test-app";

export type Client = Awaited<ReturnType<typeof memberClient>>;

/** An owned company with two projects, and ways to add people and read their roles back. */
export async function staffCompany(t: TestApp) {
  const db = t.database.db;
  const owned = await ownedTenant(t.app, db);
  const glacier = await owned.createProject("Glacier");
  const harbour = await owned.createProject("Harbour");
  const { tenant } = owned;
  const add = (role: TenantRole) => memberClient(t.app, db, tenant.id, role);
  const inProject = (project: string, role: ProjectRole) =>
    memberClient(t.app, db, tenant.id, { project, role });

  /** What the database holds of the person's roles in this company, in a stable order. */
  async function rolesOf(userId: string) {
    const tenantRows = await db
      .select({ role: tenantMembers.role })
      .from(tenantMembers)
      .where(and(eq(tenantMembers.tenantId, tenant.id), eq(tenantMembers.userId, userId)));
    const projectRows = await db
      .select({ projectId: projectMembers.projectId, role: projectMembers.role })
      .from(projectMembers)
      .where(and(eq(projectMembers.tenantId, tenant.id), eq(projectMembers.userId, userId)));
    return {
      tenantRoles: tenantRows.map((row) => row.role).sort(),
      projectRoles: projectRows.map((row) => `${row.projectId}:${row.role}`).sort(),
    };
  }

  /** The company's audit entries, oldest first. */
  async function auditEntries() {
    const rows = await db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));
    return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  return { ...owned, db, glacier, harbour, add, inProject, rolesOf, auditEntries };
}

export type StaffCompany = Awaited<ReturnType<typeof staffCompany>>;
