import { and, asc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { events, experiences } from "../../../db/schema/catalogue";
import { projectMembers, projects } from "../../../db/schema/projects";
import { eventStaff } from "../../../db/schema/team";
import { tenantMembers, tenants } from "../../../db/schema/tenants";
import { users } from "../../../db/schema/users";
import { projectTimeZone } from "./schedule.repository";

/** Company roles that may be assigned to a departure of any project. */
export const assignableTenantRoles = [
  "Owner",
  "ApplicationAdministrator",
  "ApplicationManager",
  "ApplicationHost",
];
/** Project roles that may be assigned to that project's departures. */
export const assignableProjectRoles = ["ProjectAdministrator", "ProjectManager", "ProjectHost"];

/** One departure of the company (in a live project) with what its staff screen shows; `lock` holds its row. */
export async function findStaffEvent(db: Executor, tenantId: string, eventId: string, lock = false) {
  const query = db
    .select({
      eventId: events.id,
      projectId: events.projectId,
      projectIdentifier: projects.identifier,
      projectName: projects.name,
      experienceName: experiences.name,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: projectTimeZone,
      status: events.status,
    })
    .from(events)
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .innerJoin(projects, eq(projects.id, events.projectId))
    .innerJoin(tenants, eq(tenants.id, events.tenantId))
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId), isNull(projects.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: events }) : await query;
  return row;
}

/** Each role that makes a person assignable in the project: company-wide or in that project. */
export async function listCandidateRoles(db: Executor, tenantId: string, projectId: string) {
  const person = { userId: users.id, name: users.name, email: users.email };
  const [companyWide, inProject] = await Promise.all([
    db
      .select({ ...person, role: tenantMembers.role })
      .from(tenantMembers)
      .innerJoin(users, eq(users.id, tenantMembers.userId))
      .where(
        and(
          eq(tenantMembers.tenantId, tenantId),
          inArray(tenantMembers.role, assignableTenantRoles),
          isNull(users.deletedAt),
        ),
      ),
    db
      .select({ ...person, role: projectMembers.role })
      .from(projectMembers)
      .innerJoin(users, eq(users.id, projectMembers.userId))
      .where(
        and(
          eq(projectMembers.tenantId, tenantId),
          eq(projectMembers.projectId, projectId),
          inArray(projectMembers.role, assignableProjectRoles),
          isNull(users.deletedAt),
        ),
      ),
  ]);
  return [...companyWide, ...inProject];
}

/** Who is assigned to the departure, by name. */
export async function listAssignedPeople(db: Executor, tenantId: string, eventId: string) {
  return db
    .select({ userId: eventStaff.userId, name: users.name })
    .from(eventStaff)
    .innerJoin(users, eq(users.id, eventStaff.userId))
    .where(and(eq(eventStaff.tenantId, tenantId), eq(eventStaff.eventId, eventId)))
    .orderBy(asc(users.name), asc(users.id));
}

/** Names of those of `userIds` who hold any role in the company; others stay unnamed. */
export async function findMemberNames(db: Executor, tenantId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, string>();
  const inCompany = sql`exists (select 1 from ${tenantMembers} where ${tenantMembers.tenantId} = ${tenantId} and ${tenantMembers.userId} = ${users.id})
    or exists (select 1 from ${projectMembers} where ${projectMembers.tenantId} = ${tenantId} and ${projectMembers.userId} = ${users.id})`;
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), inCompany));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Makes `userIds` exactly the departure's staff: others are removed, new ones added. */
export async function replaceAssignments(
  tx: Executor,
  tenantId: string,
  eventId: string,
  userIds: readonly string[],
  assignedBy: string,
): Promise<void> {
  const mine = and(eq(eventStaff.tenantId, tenantId), eq(eventStaff.eventId, eventId));
  await tx
    .delete(eventStaff)
    .where(userIds.length > 0 ? and(mine, notInArray(eventStaff.userId, [...userIds])) : mine);
  if (userIds.length === 0) return;
  await tx
    .insert(eventStaff)
    .values(userIds.map((userId) => ({ tenantId, eventId, userId, assignedBy })))
    .onConflictDoNothing();
}

/**
 * Holds, until the transaction ends, a lock per person for one kind of work (`purpose`), so two
 * concurrent changes for the same person (two assignments at the same time, two new calendar
 * feeds) are made one after the other and each sees the other's result. Taken in id order.
 */
export async function lockPeople(tx: Executor, purpose: string, userIds: readonly string[]): Promise<void> {
  for (const userId of [...new Set(userIds)].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${purpose}), hashtext(${userId}))`);
}
