import { canSeeProject } from "@stund/shared/access/rules";
import {
  maxScheduleDays,
  type Schedule,
  type ScheduleDeparture,
  type ScheduledPerson,
  type ScheduleQuery,
} from "@stund/shared/contracts/staff-schedule";
import type { DelayStatus, EventStatus } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import { badRequest, notFound } from "../../../http/errors";
import { parseInstant } from "../events/event-instants";
import { rangeOrderTitle } from "../events/event.service";
import { listAssignedStaff, listCompanyProjects, listScheduleRows } from "./schedule.repository";
import { findConflictedAssignments } from "./staff-overlaps.repository";

const dayMs = 24 * 60 * 60 * 1000;
export const scheduleRangeTooLongTitle = `The range can span at most ${maxScheduleDays} days`;

/**
 * The departures starting in [from, to) of every project the caller may see (or of one), each
 * with its staff and whether each of them is also on an overlapping departure; with `mine`, only
 * the caller's own.
 */
export async function getSchedule(
  db: Database,
  context: TenantContext,
  userId: string,
  query: ScheduleQuery,
): Promise<Schedule> {
  const from = parseInstant(query.from, "from");
  const to = parseInstant(query.to, "to");
  if (to <= from) throw badRequest(rangeOrderTitle, { to: [rangeOrderTitle] });
  if (to.getTime() - from.getTime() > maxScheduleDays * dayMs)
    throw badRequest(scheduleRangeTooLongTitle, { to: [scheduleRangeTooLongTitle] });

  const company = await listCompanyProjects(db, context.tenantId);
  const projects = company.projects.filter((project) => canSeeProject(context.subject, project.id));
  if (query.projectId && !projects.some((project) => project.id === query.projectId))
    throw notFound("Project not found");
  const rows = await listScheduleRows(db, context.tenantId, {
    from,
    to,
    projectIds: query.projectId ? [query.projectId] : projects.map((project) => project.id),
    assignedTo: query.mine === "true" ? userId : undefined,
  });
  const eventIds = rows.map((row) => row.eventId);
  const [staff, conflicted] = await Promise.all([
    listAssignedStaff(db, context.tenantId, eventIds),
    findConflictedAssignments(db, context.tenantId, eventIds),
  ]);
  const conflicts = new Set(conflicted.map((pair) => `${pair.eventId}|${pair.userId}`));
  const staffOf = new Map<string, ScheduledPerson[]>();
  for (const person of staff) {
    const entry = {
      userId: person.userId,
      name: person.name,
      hasConflict: conflicts.has(`${person.eventId}|${person.userId}`),
    };
    const list = staffOf.get(person.eventId);
    if (list) list.push(entry);
    else staffOf.set(person.eventId, [entry]);
  }
  const departures: ScheduleDeparture[] = rows.map((row) => ({
    ...row,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: row.status as EventStatus,
    delayStatus: row.delayStatus as DelayStatus | null,
    staff: staffOf.get(row.eventId) ?? [],
  }));
  return { timeZone: company.timeZone, projects, departures };
}
