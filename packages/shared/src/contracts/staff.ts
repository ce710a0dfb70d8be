import { z } from "zod";
import { projectRoles, tenantRoles } from "../enums";

/** A person with a role in the company, at company level (GET /{tenant}/api/staff). */
const personFields = {
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The person's picture, or null: the console then shows their initials. */
  image: z.string().nullable(),
  /** Their highest company-level role; null for people who only hold project roles. */
  tenantRole: z.enum(tenantRoles).nullable(),
  /** When they last signed in; null when they never have. */
  lastSignInAt: z.string().nullable(),
  /** The caller themselves. */
  isYou: z.boolean(),
};

export const staffProjectRoleSchema = z.object({
  projectId: z.string(),
  projectName: z.string(),
  role: z.enum(projectRoles),
});
export type StaffProjectRole = z.infer<typeof staffProjectRoleSchema>;

export const staffMemberSchema = z.object({
  ...personFields,
  projectRoles: z.array(staffProjectRoleSchema),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/**
 * A person on a project's staff (GET /{tenant}/api/project/staff): company-level people, shown
 * with their company role, and the project's own members with their roles there. `roles` keeps
 * the call's first shape: company roles, then roles in the project.
 */
export const projectStaffPersonSchema = z.object({
  ...personFields,
  projectRoles: z.array(z.enum(projectRoles)),
  roles: z.array(z.string()),
});
export type ProjectStaffPerson = z.infer<typeof projectStaffPersonSchema>;

export const staffSearchQuerySchema = z.object({
  search: z.string().trim().max(255, "The search is too long").optional(),
});

export const staffUserParamsSchema = z.object({ userId: z.uuid("The person's id is not valid") });

export const staffProjectRoleBodySchema = z.object({
  projectId: z.uuid("The project id is not valid"),
  role: z.enum(projectRoles, "Choose a project role from the list"),
});

/** PUT /{tenant}/api/staff/{userId}/roles: the person's whole set of roles in the company. */
export const updateStaffRolesBodySchema = z.object({
  tenantRole: z.enum(tenantRoles, "Choose a company role from the list").nullable(),
  projectRoles: z.array(staffProjectRoleBodySchema).max(1000, "Too many project roles"),
});
export type UpdateStaffRolesBody = z.infer<typeof updateStaffRolesBodySchema>;

/** The project of PUT and DELETE /{tenant}/api/project/staff/{userId}. */
export const projectStaffChangeQuerySchema = z.object({ projectId: z.uuid("The project id is not valid") });

/** PUT /{tenant}/api/project/staff/{userId}?projectId=: the person's roles in that project. */
export const updateProjectStaffRolesBodySchema = z.object({
  projectRoles: z.array(z.enum(projectRoles, "Choose a project role from the list")).max(4),
});
export type UpdateProjectStaffRolesBody = z.infer<typeof updateProjectStaffRolesBodySchema>;

/** POST /{tenant}/api/staff/transfer-ownership. */
export const transferOwnershipBodySchema = z.object({ userId: z.uuid("The person's id is not valid") });
export type TransferOwnershipBody = z.infer<typeof transferOwnershipBodySchema>;
