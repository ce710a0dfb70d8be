import { errorCodes } from "@stund/shared/contracts/problem";
import type { AccessSubject } from "@stund/shared/access/rules";
import { leavesNoOwner, mayGrant, mayManagePerson } from "@stund/shared/access/staff-rules";
import type { Role } from "@stund/shared/enums";
import { AppError, conflict } from "../../../http/errors";
import type { StaffPerson } from "./staff-people";

/** A person's roles in the company, as held or as asked for. */
export interface RoleSet {
  tenantRoles: readonly string[];
  projectRoles: readonly { projectId: string; role: string }[];
}

export const lastOwnerTitle = "A company must keep at least one Owner. Transfer ownership first.";
const outranked = () =>
  new AppError(403, "You cannot change or remove a person whose role is above yours", {
    errorCode: errorCodes.notAuthorized,
  });
const aboveYourOwn = () =>
  new AppError(403, "You cannot grant or take away a role above your own", {
    errorCode: errorCodes.notAuthorized,
  });

interface RoleChange {
  role: Role;
  projectId?: string;
}

const keyOf = (change: RoleChange) => `${change.projectId ?? ""}:${change.role}`;

function changesOf(set: RoleSet): RoleChange[] {
  return [
    ...set.tenantRoles.map((role) => ({ role: role as Role })),
    ...set.projectRoles.map(({ projectId, role }) => ({ role: role as Role, projectId })),
  ];
}

/** Roles added and roles taken away: granting and removing a role need the same right. */
export function roleChanges(before: RoleSet, after: RoleSet): RoleChange[] {
  const had = new Map(changesOf(before).map((change) => [keyOf(change), change]));
  const has = new Map(changesOf(after).map((change) => [keyOf(change), change]));
  return [
    ...[...has].filter(([key]) => !had.has(key)).map(([, change]) => change),
    ...[...had].filter(([key]) => !has.has(key)).map(([, change]) => change),
  ];
}

/**
 * Refuses (403) a change the caller may not make: to a person who ranks above them, or one that
 * adds or takes away a role they may not grant. `projectId` for a change at project level.
 */
export function assertMayChange(
  subject: AccessSubject,
  target: StaffPerson,
  before: RoleSet,
  after: RoleSet,
  projectId?: string,
): void {
  if (!mayManagePerson(subject, target, projectId)) throw outranked();
  for (const change of roleChanges(before, after))
    if (!mayGrant(subject, change.role, change.projectId)) throw aboveYourOwn();
}

/** 409 when the people in `losing` give up Owner and no Owner would be left. */
export function assertKeepsAnOwner(ownerIds: readonly string[], losing: readonly string[]): void {
  const losingOwners = losing.filter((id) => ownerIds.includes(id));
  if (losingOwners.length > 0 && leavesNoOwner(ownerIds, losingOwners)) throw conflict(lastOwnerTitle);
}

export const sameRoles = (before: RoleSet, after: RoleSet) => roleChanges(before, after).length === 0;
