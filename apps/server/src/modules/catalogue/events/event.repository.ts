import { and, asc, eq, gt, gte, lt, min, ne, sql, type SQL } from "drizzle-orm";
import type { EventStatus } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { bookings, eventSeries, events, experiences } from "../../../db/schema/catalogue";

/** An event row with the names of its experience, as every event answer needs them. */
export type EventRow = typeof events.$inferSelect & {
  experienceName: { EN: string; IS: string };
  experienceTag: string;
};

const withExperience = {
  event: events,
  experienceName: experiences.name,
  experienceTag: experiences.tag,
};

function toRow(row: {
  event: typeof events.$inferSelect;
  experienceName: { EN: string; IS: string };
  experienceTag: string;
}): EventRow {
  return { ...row.event, experienceName: row.experienceName, experienceTag: row.experienceTag };
}

export interface EventRange {
  from: Date;
  to: Date;
  experienceId?: string;
  tag?: string;
  status?: EventStatus;
  includeDeleted: boolean;
  limit?: number;
}

/** A project's events starting within [from, to), in start order; one indexed read. */
export async function listEventRows(
  db: Executor,
  tenantId: string,
  projectId: string,
  range: EventRange,
): Promise<EventRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(events.projectId, projectId),
    eq(events.tenantId, tenantId),
    gte(events.startAt, range.from),
    lt(events.startAt, range.to),
    range.experienceId ? eq(events.experienceId, range.experienceId) : undefined,
    range.tag ? eq(experiences.tag, range.tag) : undefined,
    range.status ? eq(events.status, range.status) : undefined,
    range.includeDeleted || range.status === "Deleted" ? undefined : ne(events.status, "Deleted"),
  ];
  const query = db
    .select(withExperience)
    .from(events)
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .where(and(...conditions))
    .orderBy(asc(events.startAt), asc(events.id))
    .$dynamic();
  const rows = await (range.limit === undefined ? query : query.limit(range.limit));
  return rows.map(toRow);
}

/** One event of the project; `lock` holds its row until the transaction ends. */
export async function findEventRow(
  db: Executor,
  tenantId: string,
  projectId: string,
  id: string,
  lock = false,
): Promise<EventRow | undefined> {
  const query = db
    .select(withExperience)
    .from(events)
    .innerJoin(experiences, eq(experiences.id, events.experienceId))
    .where(and(eq(events.tenantId, tenantId), eq(events.projectId, projectId), eq(events.id, id)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: events }) : await query;
  return row && toRow(row);
}

export type NewEventValues = Omit<typeof events.$inferInsert, "tenantId" | "projectId">;

export async function insertEventRow(
  tx: Executor,
  scope: { tenantId: string; projectId: string },
  values: NewEventValues,
): Promise<string> {
  const [created] = await tx
    .insert(events)
    .values({ ...values, tenantId: scope.tenantId, projectId: scope.projectId })
    .returning({ id: events.id });
  return created!.id;
}

export type EventChanges = Partial<
  Pick<
    typeof events.$inferInsert,
    | "startAt"
    | "endAt"
    | "capacity"
    | "status"
    | "delayStatus"
    | "delayMessage"
    | "originalStartAt"
    | "detached"
    | "priceOverrides"
    | "note"
    | "deletedAt"
  >
>;

export async function updateEventRow(
  tx: Executor,
  tenantId: string,
  id: string,
  changes: EventChanges,
): Promise<void> {
  await tx
    .update(events)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(events.tenantId, tenantId), eq(events.id, id)));
}

/** The event's bookings, oldest first. */
export async function findManifest(db: Executor, tenantId: string, eventId: string) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      seats: bookings.seats,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.eventId, eventId)))
    .orderBy(asc(bookings.createdAt), asc(bookings.id));
}

export async function findSeriesName(
  db: Executor,
  tenantId: string,
  seriesId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ name: eventSeries.name })
    .from(eventSeries)
    .where(and(eq(eventSeries.tenantId, tenantId), eq(eventSeries.id, seriesId)))
    .limit(1);
  return row ? row.name : null;
}

/** What creating or editing an event needs to know of its experience. */
export async function findProjectExperience(db: Executor, tenantId: string, projectId: string, id: string) {
  const [row] = await db
    .select({
      id: experiences.id,
      name: experiences.name,
      tag: experiences.tag,
      status: experiences.status,
      capacity: experiences.capacity,
      durationMinutes: experiences.durationMinutes,
      ticketCategories: experiences.ticketCategories,
    })
    .from(experiences)
    .where(
      and(eq(experiences.tenantId, tenantId), eq(experiences.projectId, projectId), eq(experiences.id, id)),
    )
    .limit(1);
  return row;
}

/** The next moment a pending hold of the company runs out: seats come free then without a write. */
export async function nextHoldExpiry(db: Executor, tenantId: string, now: Date): Promise<number | null> {
  const rows = await db
    .select({ at: min(bookings.expiresAt) })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.status, "Pending"), gt(bookings.expiresAt, now)));
  return rows[0]?.at ? rows[0].at.getTime() : null;
}
