import { canSeeProject, decideAccess } from "@stund/shared/access/rules";
import { errorCodes } from "@stund/shared/contracts/problem";
import type { EventStaff, ReplaceEventStaffBody } from "@stund/shared/contracts/staff-schedule";
import type { EventStatus } from "@stund/shared/enums";
import type { Database, Executor } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import { AppError, badRequest, notFound } from "../../../http/errors";
import { assertSection } from "../../access/access/tenant-access.hooks";
import { eventCancelledTitle, eventNotFoundTitle } from "../availability/availability.service";
import { eventDeletedTitle } from "../events/event-transitions";
import {
  findMemberNames,
  findStaffEvent,
  listAssignedPeople,
  listCandidateRoles,
  lockPeople,
  replaceAssignments,
} from "./event-staff.repository";
import { candidatesOf, conflictsByPerson } from "./staff-candidates";
import { findOverlappingDepartures } from "./staff-overlaps.repository";

export const notAssignableTitle = "Only staff with a Host or higher role in the project can be assigned";
export const staffConflictTitle = "Someone is already on another departure at that time";

type StaffEventRow = NonNullable<Awaited<ReturnType<typeof findStaffEvent>>>;

/** The departure, if the caller may see its project; else the same 404 as for none. */
async function visibleEvent(db: Executor, context: TenantContext, eventId: string, lock = false) {
  const event = await findStaffEvent(db, context.tenantId, eventId, lock);
  if (!event || !canSeeProject(context.subject, event.projectId)) throw notFound(eventNotFoundTitle);
  return event;
}

async function staffAnswer(db: Executor, context: TenantContext, event: StaffEventRow): Promise<EventStaff> {
  const canAssign =
    decideAccess("catalogueEdit", context.subject, context.tier, event.projectId) === "allowed";
  const [assigned, candidateRows] = await Promise.all([
    listAssignedPeople(db, context.tenantId, event.eventId),
    listCandidateRoles(db, context.tenantId, event.projectId),
  ]);
  // Only those who may assign see who else could be: names and emails of the whole staff.
  const candidates = canAssign ? candidatesOf(candidateRows) : [];
  const candidateIds = new Set(candidateRows.map((row) => row.userId));
  const people = [...new Set([...assigned.map((p) => p.userId), ...candidates.map((c) => c.userId)])];
  const overlaps = await findOverlappingDepartures(db, context.tenantId, people, event);
  const conflicts = conflictsByPerson(overlaps, (projectId) => canSeeProject(context.subject, projectId));
  return {
    eventId: event.eventId,
    projectId: event.projectId,
    projectIdentifier: event.projectIdentifier,
    projectName: event.projectName,
    experienceName: event.experienceName,
    startAt: event.startAt.toISOString(),
    endAt: event.endAt.toISOString(),
    timeZone: event.timeZone,
    status: event.status as EventStatus,
    canAssign,
    assigned: assigned.map((person) => ({
      ...person,
      isCandidate: candidateIds.has(person.userId),
      conflicts: conflicts.get(person.userId) ?? [],
    })),
    candidates: candidates.map((candidate) => ({
      ...candidate,
      conflicts: conflicts.get(candidate.userId) ?? [],
    })),
  };
}

/** Who is on the departure, and (for those who may assign) who could be, each with their overlaps. */
export async function getEventStaff(
  db: Database,
  context: TenantContext,
  eventId: string,
): Promise<EventStaff> {
  return staffAnswer(db, context, await visibleEvent(db, context, eventId));
}

/**
 * Makes `userIds` the departure's staff. People added must hold a Host or higher role there, the
 * departure must still run, and nobody added may be on an overlapping departure unless
 * `confirmConflicts`; people already assigned may stay. Managers and administrators only.
 */
export async function replaceEventStaff(
  db: Database,
  context: TenantContext,
  actorId: string,
  eventId: string,
  body: ReplaceEventStaffBody,
): Promise<EventStaff> {
  const wanted = [...new Set(body.userIds)];
  await db.transaction(async (tx) => {
    const event = await visibleEvent(tx, context, eventId, true);
    assertSection(context, "catalogueEdit", event.projectId);
    const current = new Set((await listAssignedPeople(tx, context.tenantId, eventId)).map((p) => p.userId));
    const added = wanted.filter((userId) => !current.has(userId));
    if (added.length > 0 && event.status === "Cancelled")
      throw badRequest(eventCancelledTitle, { userIds: [eventCancelledTitle] });
    if (added.length > 0 && event.status === "Deleted")
      throw badRequest(eventDeletedTitle, { userIds: [eventDeletedTitle] });
    const candidates = new Set(
      (await listCandidateRoles(tx, context.tenantId, event.projectId)).map((c) => c.userId),
    );
    const strangers = added.filter((userId) => !candidates.has(userId));
    if (strangers.length > 0) {
      const names = await findMemberNames(tx, context.tenantId, strangers);
      const named = strangers.map((userId) => names.get(userId) ?? userId).join(", ");
      throw badRequest(`${notAssignableTitle}: ${named}`, { userIds: [notAssignableTitle] });
    }
    await lockPeople(tx, "event_staff", added);
    if (!body.confirmConflicts) {
      const overlaps = await findOverlappingDepartures(tx, context.tenantId, added, event);
      if (overlaps.length > 0)
        throw staffConflict(context, overlaps, await findMemberNames(tx, context.tenantId, added));
    }
    await replaceAssignments(tx, context.tenantId, eventId, wanted, actorId);
  });
  return getEventStaff(db, context, eventId);
}

/** 409 naming each person and the departure they are already on. */
function staffConflict(
  context: TenantContext,
  overlaps: Awaited<ReturnType<typeof findOverlappingDepartures>>,
  names: Map<string, string>,
): AppError {
  const byPerson = conflictsByPerson(overlaps, (projectId) => canSeeProject(context.subject, projectId));
  const conflicts = [...byPerson.entries()].flatMap(([userId, list]) =>
    list.map((conflict) => ({ ...conflict, userId, name: names.get(userId) ?? "" })),
  );
  const extra = { errorCode: errorCodes.conflict, conflicts };
  return new AppError(409, staffConflictTitle, extra);
}
