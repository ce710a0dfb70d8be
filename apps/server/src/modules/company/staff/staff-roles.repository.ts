import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { events } from "../../../db/schema/catalogue";
import { projectMembers, projects } from "../../../db/schema/projects";
import { calendarFeeds, eventStaff } from "../../../db/schema/team";
import { tenantMembers, tenants } from "../../../db/schema/tenants";

/**
 * Takes the company row's lock until the transaction ends, so changes to who holds which role
 * run one after the other: two Owners demoting each other at once cannot both see the other as
 * the Owner who stays. Answers whether the company exists.
 */
export async function lockCompanyStaff(tx: Executor, tenantId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for("no key update");
  return rows.length > 0;
}

export async function listOwnerIds(tx: Executor, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.role, "Owner")));
  return rows.map((row) => row.userId);
}

/** Replaces the person's company-level roles with `roles`. */
export async function setTenantRoles(
  tx: Executor,
  tenantId: string,
  userId: string,
  roles: readonly string[],
): Promise<void> {
  await tx
    .delete(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
  if (roles.length > 0)
    await tx.insert(tenantMembers).values(roles.map((role) => ({ tenantId, userId, role })));
}

const liveProjectIds = (tx: Executor, tenantId: string) =>
  tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), isNull(projects.deletedAt)));

/**
 * Replaces the person's roles in the company's live projects (or in one project) with `roles`.
 * Memberships of deleted projects stay with those projects' history.
 */
export async function setProjectRoles(
  tx: Executor,
  tenantId: string,
  userId: string,
  roles: readonly { projectId: string; role: string }[],
  onlyProjectId?: string,
): Promise<void> {
  await tx
    .delete(projectMembers)
    .where(
      and(
        eq(projectMembers.tenantId, tenantId),
        eq(projectMembers.userId, userId),
        onlyProjectId
          ? eq(projectMembers.projectId, onlyProjectId)
          : inArray(projectMembers.projectId, liveProjectIds(tx, tenantId)),
      ),
    );
  if (roles.length > 0)
    await tx
      .insert(projectMembers)
      .values(roles.map(({ projectId, role }) => ({ tenantId, projectId, userId, role })));
}

/** Takes the person off the company's departures (or one project's) that start from `from` on. */
export async function unassignFromDepartures(
  tx: Executor,
  tenantId: string,
  userId: string,
  from: Date,
  projectId?: string,
): Promise<void> {
  const coming = tx
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        gte(events.startAt, from),
        ...(projectId ? [eq(events.projectId, projectId)] : []),
      ),
    );
  await tx
    .delete(eventStaff)
    .where(
      and(
        eq(eventStaff.tenantId, tenantId),
        eq(eventStaff.userId, userId),
        inArray(eventStaff.eventId, coming),
      ),
    );
}

/** Every role of the person in the company, in any project, and their calendar feeds there. */
export async function removeAllRoles(tx: Executor, tenantId: string, userId: string): Promise<void> {
  await tx
    .delete(tenantMembers)
    .where(and(eq(tenantMembers.tenantId, tenantId), eq(tenantMembers.userId, userId)));
  await tx
    .delete(projectMembers)
    .where(and(eq(projectMembers.tenantId, tenantId), eq(projectMembers.userId, userId)));
  await tx
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.userId, userId)));
}
