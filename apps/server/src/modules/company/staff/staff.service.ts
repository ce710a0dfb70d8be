import type { ProjectStaffPerson, StaffMember } from "@stund/shared/contracts/staff";
import type { Executor } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import { notFound } from "../../../http/errors";
import { groupPeople, toProjectStaffPerson, toStaffMember, type StaffPerson } from "./staff-people";
import { countStaffPeople, listProjectRoleRows, listTenantRoleRows } from "./staff.repository";

/** Who asks for a change to the staff: their access in the company and who they are, for the audit log. */
export interface StaffCaller {
  context: TenantContext;
  user: { id: string; name: string };
}

export const notOnStaffTitle = "This person is not on the company's staff";

/**
 * Distinct people with any role in the company (company roles or roles in live projects): what
 * the plan's staff-member limit counts.
 */
export async function countStaffMembers(tx: Executor, tenantId: string): Promise<number> {
  return countStaffPeople(tx, tenantId);
}

/** Everyone with a role in the company, sorted by name; `search` matches name or email. */
export async function listStaff(db: Executor, caller: StaffCaller, search?: string): Promise<StaffMember[]> {
  const tenantId = caller.context.tenantId;
  const filter = { search: search || undefined };
  const [tenantRows, projectRows] = await Promise.all([
    listTenantRoleRows(db, tenantId, filter),
    listProjectRoleRows(db, tenantId, filter),
  ]);
  return groupPeople(tenantRows, projectRows).map((person) => toStaffMember(person, caller.user.id));
}

/** A project's staff: every company-level person, and the project's own members. */
export async function listProjectStaffPeople(
  db: Executor,
  tenantId: string,
  youId: string,
  projectId: string,
  search?: string,
): Promise<ProjectStaffPerson[]> {
  const filter = { search: search || undefined };
  const [tenantRows, projectRows] = await Promise.all([
    listTenantRoleRows(db, tenantId, filter),
    listProjectRoleRows(db, tenantId, { ...filter, projectId }),
  ]);
  return groupPeople(tenantRows, projectRows).map((person) => toProjectStaffPerson(person, projectId, youId));
}

/** The person with every role they hold in the company, or undefined when they hold none. */
export async function findStaffPerson(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<StaffPerson | undefined> {
  const filter = { userIds: [userId] };
  const [tenantRows, projectRows] = await Promise.all([
    listTenantRoleRows(db, tenantId, filter),
    listProjectRoleRows(db, tenantId, filter),
  ]);
  return groupPeople(tenantRows, projectRows)[0];
}

/** As findStaffPerson, or 404: a person of another company is simply not there. */
export async function requireStaffPerson(
  db: Executor,
  tenantId: string,
  userId: string,
): Promise<StaffPerson> {
  const person = await findStaffPerson(db, tenantId, userId);
  if (!person) throw notFound(notOnStaffTitle);
  return person;
}
