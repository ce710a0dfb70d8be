import { and, asc, eq, exists, gte, inArray, isNull, lt, ne, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { events, experiences } from "../../../db/schema/catalogue";
import { projects } from "../../../db/schema/projects";
import { eventStaff } from "../../../db/schema/team";
import { tenants } from "../../../db/schema/tenants";
import { users } from "../../../db/schema/users";

/** IANA zone of a project's departures: its own, else the company's. */
export const projectTimeZone = sql<string>`coalesce(${projects.timeZone}, ${tenants.settings}->>'timeZone')`;

/** The company's live projects with their zones, and the company's own zone. */
export async function listCompanyProjects(db: Executor, tenantId: string) {
  const [company] = await db
    .select({ timeZone: sql<string>`${tenants.settings}->>'timeZone'` })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      identifier: projects.identifier,
      timeZone: projectTimeZone,
    })
    .from(projects)
    .innerJoin(tenants, eq(tenants.id, projects.tenantId))
    .where(and(eq(projects.tenantId, tenantId), isNull(projects.deletedAt)))
    .orderBy(asc(projects.name), asc(projects.id));
  return { timeZone: company?.timeZone ?? "UTC", projects: rows };
}

export interface ScheduleRange {
  from: Date;
  to: Date;
  projectIds: readonly string[];
  /** Only departures this person is assigned to. */
  assignedTo?: string;
}

/** Departures (not deleted) of the given projects starting in [from, to), in start order. */
export async function listScheduleRows(db: Executor, tenantId: string, range: ScheduleRange) {
  if (range.projectIds.length === 0) return [];
  const assigned = range.assignedTo
    ? exists(
        db
          .select({ one: sql`1` })
          .from(eventStaff)
          .where(
            and(
              eq(eventStaff.tenantId, tenantId),
              eq(eventStaff.eventId, events.id),
              eq(eventStaff.userId, range.assignedTo),
            ),
          ),
      )
    : undefined;
  return db
    .select({
      eventId: events.id,
      projectId: events.projectId,
      projectName: projects.name,
      projectIdentifier: projects.identifier,
      experienceName: experiences.name,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: projectTimeZone,
      status: events.status,
      delayStatus: events.delayStatus,
      seatsSold: events.seatsSold,
      capacity: events.capacity,
    })
    .from(events)
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .innerJoin(projects, eq(projects.id, events.projectId))
    .innerJoin(tenants, eq(tenants.id, events.tenantId))
    .where(
      and(
        eq(events.tenantId, tenantId),
        inArray(events.projectId, [...range.projectIds]),
        gte(events.startAt, range.from),
        lt(events.startAt, range.to),
        ne(events.status, "Deleted"),
        isNull(projects.deletedAt),
        assigned,
      ),
    )
    .orderBy(asc(events.startAt), asc(events.id));
}

/** The people assigned to each of the events, by name. */
export async function listAssignedStaff(db: Executor, tenantId: string, eventIds: readonly string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: eventStaff.eventId, userId: eventStaff.userId, name: users.name })
    .from(eventStaff)
    .innerJoin(users, eq(users.id, eventStaff.userId))
    .where(and(eq(eventStaff.tenantId, tenantId), inArray(eventStaff.eventId, [...eventIds])))
    .orderBy(asc(users.name), asc(users.id));
}
