import type { AccessSubject } from "@stund/shared/access/rules";
import {
  managesCompanyStaff,
  managesProjectStaff,
  mayGrant,
  mayManagePerson,
} from "@stund/shared/access/staff-rules";
import type { ProjectStaffPerson, StaffMember } from "@stund/shared/contracts/staff";
import type { SettingsLevel } from "../../../../lib/http/settings-level";

/** What the caller may do to one person of the list: the same rules the API applies. */
export interface StaffActions {
  editRoles: boolean;
  remove: boolean;
  transfer: boolean;
}

const none: StaffActions = { editRoles: false, remove: false, transfer: false };

/**
 * At company level, Owners and Administrators change and remove people up to their own rank;
 * an Owner (or Super Admin) hands ownership over. At project level, people with a company role
 * are read-only and a Project Administrator manages their own project's people.
 */
export function staffActionsFor(
  subject: AccessSubject,
  person: StaffMember,
  level: SettingsLevel,
  projectId?: string,
): StaffActions {
  const target = { tenantRoles: person.tenantRole ? [person.tenantRole] : [] };
  if (level === "project") {
    if (!projectId || person.tenantRole) return none;
    const manages = managesProjectStaff(subject, projectId) && mayManagePerson(subject, target, projectId);
    return { editRoles: manages, remove: manages, transfer: false };
  }
  const manages =
    managesCompanyStaff(subject) &&
    mayManagePerson(subject, target) &&
    (!person.tenantRole || mayGrant(subject, person.tenantRole));
  const owns = subject.isSuperAdmin || subject.tenantRoles.includes("Owner");
  return { editRoles: manages, remove: manages, transfer: owns && !person.isYou };
}

/** A project's staff in the company list's shape, their roles named with the project. */
export function asStaffMembers(
  people: ProjectStaffPerson[],
  project: { id: string; name: string },
): StaffMember[] {
  return people.map(({ projectRoles, roles: _roles, ...person }) => ({
    ...person,
    projectRoles: projectRoles.map((role) => ({ projectId: project.id, projectName: project.name, role })),
  }));
}
