import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { ProjectRole } from "@stund/shared/enums";
import type { Database } from "../db/database";
import { events } from "../db/schema/catalogue";
import { projectMembers } from "../db/schema/projects";
import { eventStaff, staffInvitations } from "../db/schema/team";

export async function insertDemoProjectMember(
  db: Database,
  row: { tenantId: string; projectId: string; userId: string; role: ProjectRole },
): Promise<void> {
  await db.insert(projectMembers).values(row).onConflictDoNothing();
}

/** The project's coming departures, earliest first. */
export async function selectComingDepartures(
  db: Database,
  tenantId: string,
  projectId: string,
  limit: number,
) {
  return db
    .select({ id: events.id, startAt: events.startAt, endAt: events.endAt })
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.projectId, projectId),
        gt(events.startAt, new Date()),
        isNull(events.deletedAt),
      ),
    )
    .orderBy(asc(events.startAt))
    .limit(limit);
}

export async function insertDemoAssignment(
  db: Database,
  row: { tenantId: string; eventId: string; userId: string; assignedBy: string },
): Promise<void> {
  await db.insert(eventStaff).values(row).onConflictDoNothing();
}

export async function insertDemoInvitation(
  db: Database,
  row: typeof staffInvitations.$inferInsert,
): Promise<void> {
  await db.insert(staffInvitations).values(row);
}
