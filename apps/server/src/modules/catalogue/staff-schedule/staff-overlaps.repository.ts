import { and, asc, eq, gt, inArray, lt, ne, notInArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/database";
import { events, experiences } from "../../../db/schema/catalogue";
import { projects } from "../../../db/schema/projects";
import { eventStaff } from "../../../db/schema/team";

/*
 * A conflict: one person on two departures of the company whose times overlap. Departures that
 * do not run (cancelled or deleted) never conflict.
 */

const notRunning = ["Cancelled", "Deleted"];

/** Of the assignments to these events, those whose person is also on an overlapping departure. */
export async function findConflictedAssignments(
  db: Executor,
  tenantId: string,
  eventIds: readonly string[],
): Promise<{ eventId: string; userId: string }[]> {
  if (eventIds.length === 0) return [];
  const otherStaff = alias(eventStaff, "other_staff");
  const other = alias(events, "other_event");
  return db
    .selectDistinct({ eventId: eventStaff.eventId, userId: eventStaff.userId })
    .from(eventStaff)
    .innerJoin(events, eq(events.id, eventStaff.eventId))
    .innerJoin(
      otherStaff,
      and(
        eq(otherStaff.tenantId, eventStaff.tenantId),
        eq(otherStaff.userId, eventStaff.userId),
        ne(otherStaff.eventId, eventStaff.eventId),
      ),
    )
    .innerJoin(other, eq(other.id, otherStaff.eventId))
    .where(
      and(
        eq(eventStaff.tenantId, tenantId),
        inArray(eventStaff.eventId, [...eventIds]),
        notInArray(events.status, notRunning),
        notInArray(other.status, notRunning),
        lt(other.startAt, events.endAt),
        gt(other.endAt, events.startAt),
      ),
    );
}

export interface DepartureWindow {
  startAt: Date;
  endAt: Date;
  /** The departure the window is of: never its own conflict. */
  eventId: string;
}

/** The running departures these people are assigned to that overlap the window, in start order. */
export async function findOverlappingDepartures(
  db: Executor,
  tenantId: string,
  userIds: readonly string[],
  window: DepartureWindow,
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: eventStaff.userId,
      eventId: events.id,
      projectId: events.projectId,
      projectName: projects.name,
      experienceName: experiences.name,
      startAt: events.startAt,
      endAt: events.endAt,
    })
    .from(eventStaff)
    .innerJoin(events, eq(events.id, eventStaff.eventId))
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .innerJoin(projects, eq(projects.id, events.projectId))
    .where(
      and(
        eq(eventStaff.tenantId, tenantId),
        inArray(eventStaff.userId, [...userIds]),
        ne(events.id, window.eventId),
        notInArray(events.status, notRunning),
        lt(events.startAt, window.endAt),
        gt(events.endAt, window.startAt),
      ),
    )
    .orderBy(asc(events.startAt), asc(events.id));
}
