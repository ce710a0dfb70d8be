import { projectRoles, tenantRoles, type ProjectRole, type Role, type TenantRole } from "../enums";
import type { AccessSubject } from "./rules";

/**
 * Who may manage whom (docs/product.md §11, issue "the team"). One table of rules, used by the
 * API to refuse and by the console to offer only what will be accepted.
 *
 * - Company staff is managed by Super Admin, Owner and Application (Tenant) Administrator.
 * - A Project Administrator manages the project roles of their own project only, and only of
 *   people who hold no company-level role (those are managed at company level).
 * - Nobody grants a role above their own: only an Owner (or Super Admin) makes an Owner.
 * - Nobody changes or removes a person who ranks above them.
 * - The last Owner is never removed or demoted (checked by the service against the database).
 */

/** Company-level roles from the highest down. */
const tenantRank: Record<TenantRole, number> = {
  Owner: 5,
  ApplicationAdministrator: 4,
  ApplicationManager: 3,
  ApplicationHost: 2,
  ApplicationAgent: 1,
};

/** The one role a person shows at company level: their highest tenant role. */
export function highestTenantRole(held: readonly string[]): TenantRole | null {
  let best: TenantRole | null = null;
  for (const role of held) {
    if (!(tenantRoles as readonly string[]).includes(role)) continue;
    const r = role as TenantRole;
    if (!best || tenantRank[r] > tenantRank[best]) best = r;
  }
  return best;
}

/** The one role a person shows in a project: their highest role there. */
export function highestProjectRole(held: readonly string[]): ProjectRole | null {
  for (const role of projectRoles) if (held.includes(role)) return role;
  return null;
}

/** Rank of a subject at company level: Super Admin above every Owner. */
function companyRank(subject: AccessSubject): number {
  if (subject.isSuperAdmin) return 6;
  const top = highestTenantRole(subject.tenantRoles);
  return top ? tenantRank[top] : 0;
}

/** May manage the company's staff: invite, change tenant roles, remove from the company. */
export function managesCompanyStaff(subject: AccessSubject): boolean {
  return companyRank(subject) >= tenantRank.ApplicationAdministrator;
}

/** May manage the staff of one project (its project roles and invitations to it). */
export function managesProjectStaff(subject: AccessSubject, projectId: string): boolean {
  if (managesCompanyStaff(subject)) return true;
  return subject.projectRoles[projectId]?.includes("ProjectAdministrator") ?? false;
}

/**
 * May grant `role` (in `projectId` for a project role). Owners and Super Admins grant anything;
 * administrators anything below Owner; a Project Administrator project roles in their project.
 */
export function mayGrant(subject: AccessSubject, role: Role, projectId?: string): boolean {
  if (role === "SuperAdmin") return false;
  const rank = companyRank(subject);
  if (role === "Owner") return rank >= tenantRank.Owner;
  if ((tenantRoles as readonly string[]).includes(role)) return rank >= tenantRank.ApplicationAdministrator;
  if (!projectId) return false;
  return managesProjectStaff(subject, projectId);
}

/** What is known of the person whose roles would change. */
export interface StaffTarget {
  tenantRoles: readonly string[];
  isSuperAdmin?: boolean;
}

/**
 * May change or remove `target` at company level (`projectId` absent) or in one project.
 * Nobody touches a person who ranks above them; a Project Administrator touches only people
 * without a company-level role.
 */
export function mayManagePerson(subject: AccessSubject, target: StaffTarget, projectId?: string): boolean {
  if (target.isSuperAdmin && !subject.isSuperAdmin) return false;
  const targetTop = highestTenantRole(target.tenantRoles);
  const targetRank = targetTop ? tenantRank[targetTop] : 0;
  if (managesCompanyStaff(subject)) return targetRank <= companyRank(subject);
  if (!projectId || !managesProjectStaff(subject, projectId)) return false;
  return targetTop === null;
}

/** Tenant roles the subject may grant, highest first (for the console's pickers). */
export function grantableTenantRoles(subject: AccessSubject): TenantRole[] {
  return tenantRoles.filter((role) => mayGrant(subject, role));
}

/** Project roles the subject may grant in one project. */
export function grantableProjectRoles(subject: AccessSubject, projectId: string): ProjectRole[] {
  return projectRoles.filter((role) => mayGrant(subject, role, projectId));
}

/**
 * Whether removing Owner from the people in `losing` leaves the company without an Owner.
 * `owners` are the user ids that hold Owner now.
 */
export function leavesNoOwner(owners: readonly string[], losing: readonly string[]): boolean {
  return owners.every((id) => losing.includes(id));
}
