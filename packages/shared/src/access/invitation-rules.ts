import type { Role } from "../enums";
import type { AccessSubject } from "./rules";
import { managesCompanyStaff, managesProjectStaff, mayGrant } from "./staff-rules";

/** The roles an invitation grants. */
export interface InvitedRoles {
  tenantRole: string | null;
  projectRoles: readonly { projectId: string; role: string }[];
}

/**
 * Whether the subject may send, resend or revoke an invitation granting these roles: a company
 * role needs a manager of the company's staff who may grant it; each project role needs the
 * grant in its own project. The API refuses with it; the console offers only what it allows.
 */
export function mayGrantAll(subject: AccessSubject, roles: InvitedRoles): boolean {
  if (roles.tenantRole && !(managesCompanyStaff(subject) && mayGrant(subject, roles.tenantRole as Role)))
    return false;
  return roles.projectRoles.every((entry) => mayGrant(subject, entry.role as Role, entry.projectId));
}

/** Whether the subject reads the company's invitations, or those of one project. */
export function mayListInvitations(subject: AccessSubject, projectId?: string): boolean {
  return projectId ? managesProjectStaff(subject, projectId) : managesCompanyStaff(subject);
}
