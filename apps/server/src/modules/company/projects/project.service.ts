import type { z } from "zod";
import type { ProjectStaffPerson } from "@stund/shared/contracts/staff";
import type {
  Project,
  createProjectBodySchema,
  updateProjectBodySchema,
} from "@stund/shared/contracts/projects";
import { canSeeProject, isAdmin, passesRoles, rolesFor } from "@stund/shared/access/rules";
import type { Role } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import type { Hubs } from "../../../realtime/hubs";
import { conflict, notAuthorized, notFound } from "../../../http/errors";
import { fileUrl } from "../../../files/file-url";
import { assertSection } from "../../access/access/tenant-access.hooks";
import { assertWithinLimit } from "../../platform-billing/plans/plan-limits.service";
import { listSalesUnits } from "../sales-units/sales-unit.repository";
import { identifierTakenTitle, parseProjectReference, projectIdentifier } from "./project-identifier";
import { isUniqueViolation } from "../../../db/unique-violation";
import { projectNotFoundTitle, requireProject } from "./project-lookup";
import { listProjectStaffPeople } from "../staff/staff.service";
import { mergeStaff } from "./project-staff";
import {
  countLiveProjects,
  findProjectByReference,
  identifierInUse,
  insertProject,
  listProjectMemberIds,
  listProjectStaff,
  listProjects,
  listTenantStaff,
  softDeleteProject,
  updateProjectRow,
  type ProjectRow,
} from "./project.repository";

type CreateBody = z.output<typeof createProjectBodySchema>;
type UpdateBody = z.output<typeof updateProjectBodySchema>;

/** Besides Super Admin and Owner, who pass every check. */
const projectCreators: readonly Role[] = ["ApplicationAdministrator", "ApplicationManager"];

const identifierTaken = () => conflict(identifierTakenTitle, { identifier: [identifierTakenTitle] });

/** Projects with their sales units and staff, loaded in three queries whatever their number. */
async function describeProjects(db: Database, tenantId: string, rows: ProjectRow[]): Promise<Project[]> {
  const ids = rows.map((row) => row.id);
  const [units, tenantStaff, projectStaff] = await Promise.all([
    listSalesUnits(db, tenantId, ids),
    listTenantStaff(db, tenantId),
    listProjectStaff(db, tenantId, ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    description: row.description,
    image: fileUrl(row.imageKey),
    timeZone: row.timeZone,
    salesUnits: units.filter((unit) => unit.projectId === row.id),
    staff: mergeStaff(
      tenantStaff,
      projectStaff.filter((member) => member.projectId === row.id),
    ),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Tenant-level roles see every project; project roles only their own projects. */
export async function listVisibleProjects(db: Database, context: TenantContext): Promise<Project[]> {
  const rows = (await listProjects(db, context.tenantId)).filter((row) =>
    canSeeProject(context.subject, row.id),
  );
  return describeProjects(db, context.tenantId, rows);
}

export async function getProject(db: Database, context: TenantContext, reference: string): Promise<Project> {
  const project = await findProjectByReference(db, context.tenantId, parseProjectReference(reference));
  if (!project) throw notFound(projectNotFoundTitle);
  if (!canSeeProject(context.subject, project.id)) throw notAuthorized();
  const [described] = await describeProjects(db, context.tenantId, [project]);
  return described!;
}

export async function createProject(
  db: Database,
  context: TenantContext,
  body: CreateBody,
): Promise<{ id: string }> {
  if (!passesRoles(rolesFor(context.subject), projectCreators)) throw notAuthorized();
  const identifier = projectIdentifier(body.identifier, body.Name);
  if (await identifierInUse(db, context.tenantId, identifier)) throw identifierTaken();
  const created = await db.transaction(async (tx) => {
    await assertWithinLimit(tx, context.tenantId, "projects", () => countLiveProjects(tx, context.tenantId));
    return insertProject(tx, context.tenantId, {
      identifier,
      name: body.Name,
      description: body.description,
    });
  });
  if (!created) throw identifierTaken();
  return created;
}

export async function updateProject(
  db: Database,
  context: TenantContext,
  body: UpdateBody,
): Promise<Project> {
  const project = await requireProject(db, context.tenantId, body.id);
  assertSection(context, "projectInformation", project.id);
  const identifier = projectIdentifier(body.identifier, body.name);
  if (await identifierInUse(db, context.tenantId, identifier, project.id)) throw identifierTaken();
  let updated: ProjectRow | undefined;
  try {
    updated = await updateProjectRow(db, context.tenantId, project.id, {
      identifier,
      name: body.name,
      description: body.description,
      ...(body.timeZone !== undefined ? { timeZone: body.timeZone } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw identifierTaken();
    throw error;
  }
  if (!updated) throw notFound(projectNotFoundTitle);
  const [described] = await describeProjects(db, context.tenantId, [updated]);
  return described!;
}

/**
 * Soft delete: the row stays for history, the identifier is free again. Members of the project
 * are told, since their consoles list a project they can no longer open.
 */
export async function deleteProject(
  db: Database,
  hubs: Hubs,
  context: TenantContext,
  id: string,
): Promise<void> {
  if (!isAdmin(context.subject)) throw notAuthorized();
  const project = await requireProject(db, context.tenantId, id);
  const memberIds = await listProjectMemberIds(db, context.tenantId, project.id);
  if (!(await softDeleteProject(db, context.tenantId, project.id))) throw notFound(projectNotFoundTitle);
  for (const userId of memberIds) hubs.userUpdated(userId);
}

/**
 * The project's staff (managers of the project may read it): company-level people, shown with
 * their company role, and the project's own members with their roles there.
 */
export async function getProjectStaff(
  db: Database,
  context: TenantContext,
  youId: string,
  query: { projectId: string; search?: string },
): Promise<ProjectStaffPerson[]> {
  const project = await requireProject(db, context.tenantId, query.projectId);
  assertSection(context, "projectStaff", project.id);
  return listProjectStaffPeople(db, context.tenantId, youId, project.id, query.search);
}
