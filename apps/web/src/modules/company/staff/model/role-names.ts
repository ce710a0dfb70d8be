import type { ProjectRole, TenantRole } from "@stund/shared/enums";

/** The catalogue key of a role's name: company roles as the company screens name them. */
export const tenantRoleKey = (role: TenantRole) => `tenants.role.${role}`;
export const projectRoleKey = (role: ProjectRole) => `staff.projectRole.${role}`;
