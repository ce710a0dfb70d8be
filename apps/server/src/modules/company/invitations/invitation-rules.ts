import { managesCompanyStaff, managesProjectStaff, mayGrant } from "@stund/shared/access/staff-rules";
import type { AccessSubject } from "@stund/shared/access/rules";
import type { Role } from "@stund/shared/enums";
import type { InvitedProjectRole } from "./invitation.repository";

/** The roles an invitation grants. */
export interface InvitedRoles {
  tenantRole: string | null;
  projectRoles: readonly InvitedProjectRole[];
}

/**
 * Whether the caller may grant every role of an invitation: a company role needs a manager of the
 * company's staff who may grant it; each project role needs its own project's grant.
 */
export function mayGrantAll(subject: AccessSubject, roles: InvitedRoles): boolean {
  if (roles.tenantRole && !(managesCompanyStaff(subject) && mayGrant(subject, roles.tenantRole as Role)))
    return false;
  return roles.projectRoles.every((entry) => mayGrant(subject, entry.role as Role, entry.projectId));
}

/** Whether the caller reads the company's invitations, or those of one project. */
export function mayListInvitations(subject: AccessSubject, projectId?: string): boolean {
  return projectId ? managesProjectStaff(subject, projectId) : managesCompanyStaff(subject);
}
