import type { ProjectStaffPerson, StaffMember, StaffProjectRole } from "@stund/shared/contracts/staff";
import { highestTenantRole } from "@stund/shared/access/staff-rules";
import type { ProjectRole, TenantRole } from "@stund/shared/enums";
import { fileUrl } from "../../../files/file-url";
import type { ProjectRoleRow, TenantRoleRow } from "./staff.repository";

/** A person with every role they hold in one company. */
export interface StaffPerson {
  userId: string;
  name: string;
  email: string;
  imageKey: string | null;
  lastSignInAt: Date | null;
  isSuperAdmin: boolean;
  tenantRoles: TenantRole[];
  projectRoles: StaffProjectRole[];
}

/** One entry per person from their role rows, sorted by name, then email. */
export function groupPeople(tenantRows: TenantRoleRow[], projectRows: ProjectRoleRow[]): StaffPerson[] {
  const byId = new Map<string, StaffPerson>();
  const entry = (row: TenantRoleRow | ProjectRoleRow) => {
    let found = byId.get(row.userId);
    if (!found) {
      found = {
        userId: row.userId,
        name: row.name,
        email: row.email,
        imageKey: row.imageKey,
        lastSignInAt: row.lastSignInAt,
        isSuperAdmin: row.isSuperAdmin,
        tenantRoles: [],
        projectRoles: [],
      };
      byId.set(row.userId, found);
    }
    return found;
  };
  for (const row of tenantRows) {
    const found = entry(row);
    if (!found.tenantRoles.includes(row.role as TenantRole)) found.tenantRoles.push(row.role as TenantRole);
  }
  for (const row of projectRows)
    entry(row).projectRoles.push({
      projectId: row.projectId,
      projectName: row.projectName,
      role: row.role as ProjectRole,
    });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

const personFields = (person: StaffPerson, youId: string) => ({
  userId: person.userId,
  name: person.name,
  email: person.email,
  image: fileUrl(person.imageKey),
  tenantRole: highestTenantRole(person.tenantRoles),
  lastSignInAt: person.lastSignInAt?.toISOString() ?? null,
  isYou: person.userId === youId,
});

export function toStaffMember(person: StaffPerson, youId: string): StaffMember {
  return { ...personFields(person, youId), projectRoles: person.projectRoles };
}

/** The person as a project's staff sees them: company roles, then their roles in that project. */
export function toProjectStaffPerson(
  person: StaffPerson,
  projectId: string,
  youId: string,
): ProjectStaffPerson {
  const inProject = person.projectRoles.filter((entry) => entry.projectId === projectId).map((e) => e.role);
  return {
    ...personFields(person, youId),
    projectRoles: inProject,
    roles: [...new Set<string>([...person.tenantRoles, ...inProject])],
  };
}

/** What the audit log keeps of a person's roles. */
export function rolesSnapshot(person: {
  tenantRoles: readonly string[];
  projectRoles: readonly { projectId: string; projectName?: string; role: string }[];
}) {
  return {
    tenantRoles: [...person.tenantRoles],
    projectRoles: person.projectRoles.map(({ projectId, projectName, role }) => ({
      projectId,
      projectName,
      role,
    })),
  };
}
