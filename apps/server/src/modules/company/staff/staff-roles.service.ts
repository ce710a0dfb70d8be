import type { StaffMember, UpdateStaffRolesBody } from "@stund/shared/contracts/staff";
import { managesCompanyStaff } from "@stund/shared/access/staff-rules";
import type { Database, Executor } from "../../../db/database";
import { badRequest, notAuthorized, notFound } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import { recordAudit } from "../../access/audit/audit.service";
import { assertKeepsAnOwner, assertMayChange, sameRoles, type RoleSet } from "./staff-changes";
import { rolesSnapshot, toStaffMember } from "./staff-people";
import {
  listOwnerIds,
  lockCompanyStaff,
  removeAllRoles,
  setProjectRoles,
  setTenantRoles,
  unassignFromDepartures,
} from "./staff-roles.repository";
import { findLiveProjects } from "./staff.repository";
import { requireStaffPerson, type StaffCaller } from "./staff.service";

const keepOneRoleTitle =
  "A person must keep at least one role. To take every role away, remove them from the company.";
const unknownProjectTitle = "One of the projects is not a project of this company";

/** Locks the company's roles for the transaction (see lockCompanyStaff). */
export async function lockStaff(tx: Executor, tenantId: string): Promise<void> {
  if (!(await lockCompanyStaff(tx, tenantId))) throw notFound("Tenant not found");
}

/** The asked-for project roles, each once, with their projects' names; 400 for a project not the company's. */
async function wantedProjectRoles(tx: Executor, tenantId: string, body: UpdateStaffRolesBody) {
  const unique = new Map(body.projectRoles.map((entry) => [`${entry.projectId}:${entry.role}`, entry]));
  const projectIds = [...new Set(body.projectRoles.map((entry) => entry.projectId))];
  const found = await findLiveProjects(tx, tenantId, projectIds);
  if (found.length !== projectIds.length)
    throw badRequest(unknownProjectTitle, { projectRoles: [unknownProjectTitle] });
  const names = new Map(found.map((project) => [project.id, project.name]));
  return [...unique.values()].map(({ projectId, role }) => ({
    projectId,
    projectName: names.get(projectId)!,
    role,
  }));
}

/**
 * Replaces a person's roles in the company (company role and roles per project) in one
 * transaction, under the company's staff lock, with an audit entry. Their open consoles reload
 * their rights.
 */
export async function updateStaffRoles(
  db: Database,
  hubs: Hubs,
  caller: StaffCaller,
  userId: string,
  body: UpdateStaffRolesBody,
): Promise<StaffMember> {
  const { subject, tenantId } = caller.context;
  if (!managesCompanyStaff(subject)) throw notAuthorized();
  const changed = await db.transaction(async (tx) => {
    await lockStaff(tx, tenantId);
    const target = await requireStaffPerson(tx, tenantId, userId);
    const projectRoles = await wantedProjectRoles(tx, tenantId, body);
    const after = { tenantRoles: body.tenantRole ? [body.tenantRole] : [], projectRoles };
    assertMayChange(subject, target, target, after);
    if (after.tenantRoles.length === 0 && projectRoles.length === 0)
      throw badRequest(keepOneRoleTitle, { tenantRole: [keepOneRoleTitle] });
    if (sameRoles(target, after)) return false;
    if (!after.tenantRoles.includes("Owner")) assertKeepsAnOwner(await listOwnerIds(tx, tenantId), [userId]);
    await setTenantRoles(tx, tenantId, userId, after.tenantRoles);
    await setProjectRoles(tx, tenantId, userId, projectRoles);
    await recordAudit(tx, tenantId, caller.user, {
      area: "Access",
      action: "RolesChanged",
      subjectType: "User",
      subjectId: userId,
      subjectLabel: target.email,
      before: rolesSnapshot(target),
      after: rolesSnapshot(after),
    });
    return true;
  });
  if (changed) hubs.userUpdated(userId);
  return toStaffMember(await requireStaffPerson(db, tenantId, userId), caller.user.id);
}

/**
 * Takes a person out of the company: every company and project role, their coming departures
 * and their calendar feeds. Anyone may leave, except the last Owner. Their consoles reload.
 */
export async function removeStaff(
  db: Database,
  hubs: Hubs,
  caller: StaffCaller,
  userId: string,
): Promise<void> {
  const { subject, tenantId } = caller.context;
  const leaving = userId === caller.user.id;
  if (!leaving && !managesCompanyStaff(subject)) throw notAuthorized();
  await db.transaction(async (tx) => {
    await lockStaff(tx, tenantId);
    const target = await requireStaffPerson(tx, tenantId, userId);
    const none: RoleSet = { tenantRoles: [], projectRoles: [] };
    if (!leaving) assertMayChange(subject, target, target, none);
    assertKeepsAnOwner(await listOwnerIds(tx, tenantId), [userId]);
    await unassignFromDepartures(tx, tenantId, userId, new Date());
    await removeAllRoles(tx, tenantId, userId);
    await recordAudit(tx, tenantId, caller.user, {
      area: "Access",
      action: "StaffRemoved",
      subjectType: "User",
      subjectId: userId,
      subjectLabel: target.email,
      before: rolesSnapshot(target),
      after: rolesSnapshot(none),
    });
  });
  hubs.userDeleted(userId);
}
