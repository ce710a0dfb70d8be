import { errorCodes } from "@stund/shared/contracts/problem";
import type { ProjectStaffPerson, UpdateProjectStaffRolesBody } from "@stund/shared/contracts/staff";
import { managesProjectStaff } from "@stund/shared/access/staff-rules";
import type { Database } from "../../../db/database";
import { AppError, badRequest, notAuthorized, notFound } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import { recordAudit } from "../../access/audit/audit.service";
import { assertMayChange, sameRoles, type RoleSet } from "./staff-changes";
import { rolesSnapshot, toProjectStaffPerson, type StaffPerson } from "./staff-people";
import { removeAllRoles, setProjectRoles, unassignFromDepartures } from "./staff-roles.repository";
import { lockStaff } from "./staff-roles.service";
import { findLiveProjects } from "./staff.repository";
import { requireStaffPerson, type StaffCaller } from "./staff.service";

const companyLevelTitle = "People with a company role are managed in the company's staff settings";
const notOnProjectTitle = "This person is not on the project's staff";
const keepProjectRoleTitle = "Choose at least one role, or remove the person from the project";

/** The live project of the company, or 404; then 403 unless the caller manages its staff. */
async function projectInScope(db: Database, caller: StaffCaller, projectId: string, leaving = false) {
  const [project] = await findLiveProjects(db, caller.context.tenantId, [projectId]);
  if (!project) throw notFound("Project not found");
  if (!leaving && !managesProjectStaff(caller.context.subject, projectId)) throw notAuthorized();
  return project;
}

/** People with a company role get their rights there, not from a project's roles. */
function assertProjectLevel(target: StaffPerson): void {
  if (target.tenantRoles.length > 0 || target.isSuperAdmin)
    throw new AppError(403, companyLevelTitle, { errorCode: errorCodes.notAuthorized });
}

const rolesIn = (target: StaffPerson, projectId: string): RoleSet => ({
  tenantRoles: [],
  projectRoles: target.projectRoles.filter((entry) => entry.projectId === projectId),
});

/** Replaces a person's roles in one project (a Project Administrator's own project, or any for company staff managers). */
export async function updateProjectStaffRoles(
  db: Database,
  hubs: Hubs,
  caller: StaffCaller,
  target: { projectId: string; userId: string },
  body: UpdateProjectStaffRolesBody,
): Promise<ProjectStaffPerson> {
  const { subject, tenantId } = caller.context;
  const { projectId, userId } = target;
  const project = await projectInScope(db, caller, projectId);
  const roles = [...new Set(body.projectRoles)];
  if (roles.length === 0) throw badRequest(keepProjectRoleTitle, { projectRoles: [keepProjectRoleTitle] });
  const changed = await db.transaction(async (tx) => {
    await lockStaff(tx, tenantId);
    const person = await requireStaffPerson(tx, tenantId, userId);
    assertProjectLevel(person);
    const before = rolesIn(person, projectId);
    const after: RoleSet = {
      tenantRoles: [],
      projectRoles: roles.map((role) => ({ projectId, projectName: project.name, role })),
    };
    assertMayChange(subject, person, before, after, projectId);
    if (sameRoles(before, after)) return false;
    await setProjectRoles(tx, tenantId, userId, after.projectRoles, projectId);
    await recordAudit(tx, tenantId, caller.user, {
      area: "Access",
      action: "ProjectRolesChanged",
      subjectType: "User",
      subjectId: userId,
      subjectLabel: person.email,
      projectId,
      before: { projectRoles: before.projectRoles.map((entry) => entry.role) },
      after: { projectRoles: roles },
    });
    return true;
  });
  if (changed) hubs.userUpdated(userId);
  const person = await requireStaffPerson(db, tenantId, userId);
  return toProjectStaffPerson(person, projectId, caller.user.id);
}

/**
 * Takes a person off one project's staff and its coming departures. Anyone may leave a project.
 * Someone left with no role in the company is out of it: their calendar feeds go too, and their
 * consoles reload as for a removal from the company.
 */
export async function removeProjectStaff(
  db: Database,
  hubs: Hubs,
  caller: StaffCaller,
  target: { projectId: string; userId: string },
): Promise<void> {
  const { subject, tenantId } = caller.context;
  const { projectId, userId } = target;
  const leaving = userId === caller.user.id;
  await projectInScope(db, caller, projectId, leaving);
  const stillStaff = await db.transaction(async (tx) => {
    await lockStaff(tx, tenantId);
    const person = await requireStaffPerson(tx, tenantId, userId);
    assertProjectLevel(person);
    const before = rolesIn(person, projectId);
    if (before.projectRoles.length === 0) throw notFound(notOnProjectTitle);
    const none: RoleSet = { tenantRoles: [], projectRoles: [] };
    if (!leaving) assertMayChange(subject, person, before, none, projectId);
    await unassignFromDepartures(tx, tenantId, userId, new Date(), projectId);
    await setProjectRoles(tx, tenantId, userId, [], projectId);
    const remaining = person.projectRoles.length - before.projectRoles.length;
    if (remaining === 0) await removeAllRoles(tx, tenantId, userId);
    await recordAudit(tx, tenantId, caller.user, {
      area: "Access",
      action: "ProjectStaffRemoved",
      subjectType: "User",
      subjectId: userId,
      subjectLabel: person.email,
      projectId,
      before: rolesSnapshot(person),
      after: rolesSnapshot({
        tenantRoles: [],
        projectRoles: person.projectRoles.filter((entry) => entry.projectId !== projectId),
      }),
    });
    return remaining > 0;
  });
  if (stillStaff) hubs.userUpdated(userId);
  else hubs.userDeleted(userId);
}
