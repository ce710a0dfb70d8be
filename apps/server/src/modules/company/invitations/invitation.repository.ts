import { and, count, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { projectMembers, projects } from "../../../db/schema/projects";
import { staffInvitations, type InvitedProjectRole } from "../../../db/schema/team";
import { tenantMembers, tenants } from "../../../db/schema/tenants";
import { users } from "../../../db/schema/users";

export type InvitationRow = typeof staffInvitations.$inferSelect;
export type { InvitedProjectRole };

/** Neither accepted nor revoked: pending, or expired and not yet replaced. */
const open = () => and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/** The company's open invitations, newest first; with a project, those granting a role in it. */
export async function listOpenInvitations(db: Executor, tenantId: string, projectId?: string) {
  return db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tenantId, tenantId),
        open(),
        projectId
          ? sql`${staffInvitations.projectRoles} @> ${JSON.stringify([{ projectId }])}::jsonb`
          : undefined,
      ),
    )
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id));
}

export async function findOpenInvitation(db: Executor, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, id), open()))
    .limit(1);
  return row;
}

/** Open invitations of the company to these addresses. */
export async function openInvitationsTo(db: Executor, tenantId: string, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ id: staffInvitations.id, email: staffInvitations.email, expiresAt: staffInvitations.expiresAt })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tenantId, tenantId), inArray(staffInvitations.email, emails), open()));
}

/** Which of these addresses belong to someone with a role in the company or one of its projects. */
export async function memberEmails(db: Executor, tenantId: string, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const inTenant = db
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(eq(tenantMembers.tenantId, tenantId));
  // A role in a deleted project went with it, as the staff list and the seat count have it.
  const inProjects = db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.tenantId, tenantId), isNull(projects.deletedAt)));
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.email, emails),
        isNull(users.deletedAt),
        or(inArray(users.id, inTenant), inArray(users.id, inProjects)),
      ),
    );
  return new Set(rows.map((row) => row.email));
}

/** Invitations of the company that can still be accepted: each holds a seat of the plan. */
export async function countOpenInvitations(db: Executor, tenantId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tenantId, tenantId), open(), gt(staffInvitations.expiresAt, now)));
  return row?.value ?? 0;
}

export interface NewInvitation {
  tokenHash: string;
  email: string;
  tenantRole: string | null;
  projectRoles: readonly InvitedProjectRole[];
  message: string;
  language: string;
  invitedBy: string;
  invitedByName: string;
  expiresAt: Date;
  now: Date;
}

export async function insertInvitation(db: Executor, tenantId: string, values: NewInvitation) {
  const { now, ...rest } = values;
  const [row] = await db
    .insert(staffInvitations)
    .values({
      ...rest,
      projectRoles: [...rest.projectRoles],
      tenantId,
      createdAt: now,
      lastSentAt: now,
      sendCount: 1,
    })
    .returning();
  return row!;
}

/** Revokes open invitations by id (expired ones an invite replaces, or one the staff revokes). */
export async function revokeInvitations(db: Executor, tenantId: string, ids: string[], now: Date) {
  if (ids.length === 0) return [];
  return db
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(and(eq(staffInvitations.tenantId, tenantId), inArray(staffInvitations.id, ids), open()))
    .returning({ id: staffInvitations.id, email: staffInvitations.email });
}

/** A new link and expiry for an open invitation; the old token's hash is gone with it. */
export async function renewInvitation(
  db: Executor,
  tenantId: string,
  id: string,
  values: { tokenHash: string; expiresAt: Date; now: Date },
) {
  const [row] = await db
    .update(staffInvitations)
    .set({
      tokenHash: values.tokenHash,
      expiresAt: values.expiresAt,
      lastSentAt: values.now,
      sendCount: sql`${staffInvitations.sendCount} + 1`,
    })
    .where(and(eq(staffInvitations.tenantId, tenantId), eq(staffInvitations.id, id), open()))
    .returning();
  return row;
}

/** Names of the company's projects by id, deleted ones included (an invitation still names them). */
export async function projectNames(db: Executor, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of these ids are live projects of the company. */
export async function liveProjectIds(db: Executor, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), inArray(projects.id, ids), isNull(projects.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

/** What the email and the invitation page say of the company. */
export async function findCompany(db: Executor, tenantId: string) {
  const [row] = await db
    .select({
      id: tenants.id,
      identifier: tenants.identifier,
      name: tenants.name,
      logoKey: tenants.logoKey,
      settings: tenants.settings,
    })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.isDeleted, false)))
    .limit(1);
  return row;
}

/** An invitation by its link's token hash, whatever its state. */
export async function findInvitationByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function accountExists(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks the invitation accepted by `userId` if it is still open and unexpired, in one statement:
 * of two accepts at once, only one finds the row so.
 */
export async function markAccepted(db: Executor, id: string, userId: string, now: Date) {
  const [row] = await db
    .update(staffInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(and(eq(staffInvitations.id, id), open(), gt(staffInvitations.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** Grants the invitation's roles; roles the person holds already stay as they are. */
export async function grantRoles(
  db: Executor,
  tenantId: string,
  userId: string,
  roles: { tenantRole: string | null; projectRoles: readonly InvitedProjectRole[] },
): Promise<void> {
  if (roles.tenantRole)
    await db.insert(tenantMembers).values({ tenantId, userId, role: roles.tenantRole }).onConflictDoNothing();
  if (roles.projectRoles.length > 0)
    await db
      .insert(projectMembers)
      .values(roles.projectRoles.map((entry) => ({ tenantId, userId, ...entry })))
      .onConflictDoNothing();
}
