import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { projectMembers, projects } from "../../../db/schema/projects";
import { tenantMembers } from "../../../db/schema/tenants";
import { users } from "../../../db/schema/users";

/** Which people to read: by name or email (case-insensitive), by id, or in one project. */
export interface StaffFilter {
  search?: string;
  userIds?: string[];
  projectId?: string;
}

/** LIKE treats % and _ as wildcards and \ as escape; typed text must match itself only. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function personConditions(filter: StaffFilter): SQL[] {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (filter.userIds) conditions.push(inArray(users.id, filter.userIds));
  return conditions;
}

const person = {
  userId: users.id,
  name: users.name,
  email: users.email,
  imageKey: users.imageKey,
  lastSignInAt: users.lastSignInAt,
  isSuperAdmin: users.isSuperAdmin,
};

/** Company-level roles, one row per person and role. */
export async function listTenantRoleRows(db: Executor, tenantId: string, filter: StaffFilter = {}) {
  return db
    .select({ ...person, role: tenantMembers.role })
    .from(tenantMembers)
    .innerJoin(users, eq(users.id, tenantMembers.userId))
    .where(and(eq(tenantMembers.tenantId, tenantId), ...personConditions(filter)))
    .orderBy(asc(users.name), asc(users.email));
}

/** Roles in the company's live projects (or in one of them), one row per person, project and role. */
export async function listProjectRoleRows(db: Executor, tenantId: string, filter: StaffFilter = {}) {
  return db
    .select({ ...person, role: projectMembers.role, projectId: projects.id, projectName: projects.name })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(
      and(
        eq(projectMembers.tenantId, tenantId),
        eq(projects.tenantId, tenantId),
        isNull(projects.deletedAt),
        ...(filter.projectId ? [eq(projects.id, filter.projectId)] : []),
        ...personConditions(filter),
      ),
    )
    .orderBy(asc(users.name), asc(users.email), asc(projects.name));
}

export type TenantRoleRow = Awaited<ReturnType<typeof listTenantRoleRows>>[number];
export type ProjectRoleRow = Awaited<ReturnType<typeof listProjectRoleRows>>[number];

/** The company's live projects among `ids`, with their names. */
export async function findLiveProjects(db: Executor, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), isNull(projects.deletedAt), inArray(projects.id, ids)));
}

/**
 * How many people hold a role in the company (company roles or roles in live projects), each
 * counted once: the staff-member limit of the plan counts this.
 */
export async function countStaffPeople(db: Executor, tenantId: string): Promise<number> {
  const rows = await db
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .innerJoin(users, eq(users.id, tenantMembers.userId))
    .where(and(eq(tenantMembers.tenantId, tenantId), isNull(users.deletedAt)))
    .union(
      db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .innerJoin(users, eq(users.id, projectMembers.userId))
        .innerJoin(projects, eq(projects.id, projectMembers.projectId))
        .where(
          and(eq(projectMembers.tenantId, tenantId), isNull(projects.deletedAt), isNull(users.deletedAt)),
        ),
    );
  return rows.length;
}
