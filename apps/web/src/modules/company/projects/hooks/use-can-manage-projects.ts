import type { Role } from "@stund/shared/enums";
import { passesRoles, rolesFor } from "@stund/shared/access/rules";
import { subjectOf } from "../../../../lib/access/use-access";
import { useCurrentUser } from "../../../../lib/session/use-current-user";

/** Roles that create, edit and delete projects of a company. */
export const projectManagerRoles: readonly Role[] = [
  "SuperAdmin",
  "Owner",
  "ApplicationAdministrator",
  "ApplicationManager",
];

export function useCanManageProjects(): boolean {
  const user = useCurrentUser();
  if (!user.data) return false;
  const subject = subjectOf(user.data);
  return passesRoles(rolesFor({ ...subject, projectRoles: {} }), projectManagerRoles);
}
