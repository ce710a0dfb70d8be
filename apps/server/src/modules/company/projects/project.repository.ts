import { and, asc, count, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Database, Executor } from "../../../db/database";
import { projectMembers, projects } from "../../../db/schema/projects";
import { tenantMembers } from "../../../db/schema/tenants";
import { users } from "../../../db/schema/users";

export type ProjectRow = typeof projects.$inferSelect;

const live = (tenantId: string, ...conditions: SQL[]) =>
  and(eq(projects.tenantId, tenantId), isNull(projects.deletedAt), ...conditions);

export async function listProjects(db: Database, tenantId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(live(tenantId)).orderBy(asc(projects.name), asc(projects.id));
}

export async function findProjectById(db: Database, tenantId: string, id: string) {
  const rows = await db
    .select()
    .from(projects)
    .where(live(tenantId, eq(projects.id, id)))
    .limit(1);
  return rows[0];
}

/** By uuid or by identifier; an identifier shaped like a uuid still finds its project. */
export async function findProjectByReference(
  db: Database,
  tenantId: string,
  reference: { id?: string; identifier: string },
) {
  const match = reference.id
    ? or(eq(projects.id, reference.id), eq(projects.identifier, reference.identifier))!
    : eq(projects.identifier, reference.identifier);
  const rows = await db.select().from(projects).where(live(tenantId, match)).limit(2);
  return rows.find((row) => row.id === reference.id) ?? rows[0];
}

export async function identifierInUse(
  db: Database,
  tenantId: string,
  identifier: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(live(tenantId, eq(projects.identifier, identifier)))
    .limit(2);
  return rows.some((row) => row.id !== exceptId);
}

/** Undefined when a live project of the tenant already holds the identifier. */
export async function insertProject(
  db: Executor,
  tenantId: string,
  row: { identifier: string; name: string; description: string },
) {
  const [created] = await db
    .insert(projects)
    .values({ ...row, tenantId })
    .onConflictDoNothing()
    .returning({ id: projects.id });
  return created;
}

export async function updateProjectRow(
  db: Database,
  tenantId: string,
  id: string,
  values: { identifier: string; name: string; description: string; timeZone?: string | null },
) {
  const [updated] = await db
    .update(projects)
    .set(values)
    .where(live(tenantId, eq(projects.id, id)))
    .returning();
  return updated;
}

export async function softDeleteProject(db: Database, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({ deletedAt: new Date() })
    .where(live(tenantId, eq(projects.id, id)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function setProjectImageKey(
  db: Database,
  tenantId: string,
  id: string,
  imageKey: string | null,
): Promise<void> {
  await db
    .update(projects)
    .set({ imageKey })
    .where(live(tenantId, eq(projects.id, id)));
}

/** Users holding a tenant-level role, one row per role. */
export async function listTenantStaff(db: Database, tenantId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, role: tenantMembers.role })
    .from(tenantMembers)
    .innerJoin(users, eq(users.id, tenantMembers.userId))
    .where(and(eq(tenantMembers.tenantId, tenantId), isNull(users.deletedAt)));
}

/** Users holding a role in one of the projects, one row per project and role. */
export async function listProjectStaff(db: Database, tenantId: string, projectIds: string[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectMembers.projectId,
      userId: users.id,
      name: users.name,
      email: users.email,
      role: projectMembers.role,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(
        eq(projectMembers.tenantId, tenantId),
        inArray(projectMembers.projectId, projectIds),
        isNull(users.deletedAt),
      ),
    );
}

export async function listProjectMemberIds(db: Database, tenantId: string, projectId: string) {
  const rows = await db
    .selectDistinct({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.tenantId, tenantId), eq(projectMembers.projectId, projectId)));
  return rows.map((row) => row.userId);
}

/** Deleted projects keep their row for history but no longer count against the plan. */
export async function countLiveProjects(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), isNull(projects.deletedAt)));
  return row?.value ?? 0;
}
