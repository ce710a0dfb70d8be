import { and, asc, desc, eq, gte, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { events, experiences } from "../../../db/schema/catalogue";
import { projectMembers, projects } from "../../../db/schema/projects";
import { calendarFeeds, eventStaff } from "../../../db/schema/team";
import { tenantMembers, tenants } from "../../../db/schema/tenants";
import { users } from "../../../db/schema/users";

const active = (tenantId: string, userId: string) =>
  and(
    eq(calendarFeeds.tenantId, tenantId),
    eq(calendarFeeds.userId, userId),
    isNull(calendarFeeds.revokedAt),
  );

/** The person's active feed in the company, if any. */
export async function findActiveFeed(db: Executor, tenantId: string, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(active(tenantId, userId))
    .orderBy(desc(calendarFeeds.createdAt))
    .limit(1);
  return row;
}

/** Revokes the person's active feeds in the company; answers how many there were. */
export async function revokeFeeds(tx: Executor, tenantId: string, userId: string, now: Date) {
  const rows = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(active(tenantId, userId))
    .returning({ tokenHash: calendarFeeds.tokenHash });
  return rows.length;
}

export async function insertFeed(
  tx: Executor,
  values: { tokenHash: string; tenantId: string; userId: string; createdAt: Date },
): Promise<void> {
  await tx.insert(calendarFeeds).values(values);
}

/**
 * The active feed of a token's hash, with its company and person; none when it was revoked, the
 * company is deleted or the person no longer holds any role in it.
 */
export async function findFeedOwner(db: Executor, tokenHash: string) {
  const member = or(
    sql`exists (select 1 from ${tenantMembers} where ${tenantMembers.tenantId} = ${calendarFeeds.tenantId} and ${tenantMembers.userId} = ${calendarFeeds.userId})`,
    sql`exists (select 1 from ${projectMembers} where ${projectMembers.tenantId} = ${calendarFeeds.tenantId} and ${projectMembers.userId} = ${calendarFeeds.userId})`,
  );
  const [row] = await db
    .select({
      tenantId: calendarFeeds.tenantId,
      tenantIdentifier: tenants.identifier,
      companyName: tenants.name,
      userId: calendarFeeds.userId,
      personName: users.name,
      language: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(tenants, eq(tenants.id, calendarFeeds.tenantId))
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        isNull(calendarFeeds.revokedAt),
        eq(tenants.isDeleted, false),
        isNull(users.deletedAt),
        member,
      ),
    )
    .limit(1);
  return row;
}

/** The person's departures (not deleted) in the company starting in [from, to), in start order. */
export async function listFeedDepartures(
  db: Executor,
  tenantId: string,
  userId: string,
  from: Date,
  to: Date,
) {
  return db
    .select({
      eventId: events.id,
      projectIdentifier: projects.identifier,
      experienceName: experiences.name,
      location: experiences.location,
      startAt: events.startAt,
      endAt: events.endAt,
      status: events.status,
      seatsSold: events.seatsSold,
      capacity: events.capacity,
    })
    .from(eventStaff)
    .innerJoin(events, eq(events.id, eventStaff.eventId))
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .innerJoin(projects, eq(projects.id, events.projectId))
    .where(
      and(
        eq(eventStaff.tenantId, tenantId),
        eq(eventStaff.userId, userId),
        gte(events.startAt, from),
        lt(events.startAt, to),
        ne(events.status, "Deleted"),
        isNull(projects.deletedAt),
      ),
    )
    .orderBy(asc(events.startAt), asc(events.id));
}
