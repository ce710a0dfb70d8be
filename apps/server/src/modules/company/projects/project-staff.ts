import type { ProjectStaffMember } from "@stund/shared/contracts/projects";

interface StaffRow {
  userId: string;
  name: string;
  email: string;
  role: string;
}

/** One entry per user: their tenant-level roles followed by their roles in this project. */
export function mergeStaff(tenantRows: StaffRow[], projectRows: StaffRow[]): ProjectStaffMember[] {
  const byUser = new Map<string, ProjectStaffMember>();
  for (const row of [...tenantRows, ...projectRows]) {
    const entry = byUser.get(row.userId) ?? {
      userId: row.userId,
      name: row.name,
      email: row.email,
      roles: [],
    };
    if (!entry.roles.includes(row.role)) entry.roles.push(row.role);
    byUser.set(row.userId, entry);
  }
  return [...byUser.values()].sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}
