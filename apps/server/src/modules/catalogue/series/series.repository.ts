import { and, asc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Series } from "@stund/shared/contracts/catalogue/events";
import type { Executor } from "../../../db/database";
import { eventSeries, experiences } from "../../../db/schema/catalogue";

export type SeriesRow = typeof eventSeries.$inferSelect;
export type SeriesValues = Omit<
  typeof eventSeries.$inferInsert,
  "id" | "tenantId" | "projectId" | "createdAt" | "updatedAt" | "deletedAt"
>;

/** What a series needs to know about its experience. */
export interface SeriesExperience {
  id: string;
  projectId: string;
  status: string;
  name: { EN: string; IS: string };
  tag: string;
  capacity: number;
  durationMinutes: number;
  ticketCategoryIds: string[];
  /** The categories' names, for the audit log's price lines. */
  ticketCategoryNames: Record<string, string>;
}

/** The experience by id among the project's, whatever its state. */
export async function findSeriesExperience(
  db: Executor,
  tenantId: string,
  projectId: string,
  experienceId: string,
): Promise<SeriesExperience | undefined> {
  const [row] = await db
    .select({
      id: experiences.id,
      projectId: experiences.projectId,
      status: experiences.status,
      name: experiences.name,
      tag: experiences.tag,
      capacity: experiences.capacity,
      durationMinutes: experiences.durationMinutes,
      ticketCategories: experiences.ticketCategories,
    })
    .from(experiences)
    .where(
      and(
        eq(experiences.tenantId, tenantId),
        eq(experiences.projectId, projectId),
        eq(experiences.id, experienceId),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { ticketCategories, ...rest } = row;
  return {
    ...rest,
    ticketCategoryIds: ticketCategories.map((category) => category.id),
    ticketCategoryNames: Object.fromEntries(
      ticketCategories.map((category) => [category.id, category.name.EN]),
    ),
  };
}

/** Counts of a series' upcoming events at `now`, by correlated sub-queries on `events`. */
function eventCounts(now: Date) {
  const at = now.toISOString();
  const upcoming = sql`e.series_id = ${eventSeries.id} and e.start_at > ${at}::timestamptz
    and e.status <> 'Deleted' and e.deleted_at is null`;
  return {
    upcomingEvents: sql<number>`(select count(*)::int from events e where ${upcoming})`,
    flaggedEvents: sql<number>`(select count(*)::int from events e where ${upcoming} and e.flagged)`,
  };
}

const selection = (now: Date) => ({
  row: eventSeries,
  experienceName: experiences.name,
  experienceTag: experiences.tag,
  ...eventCounts(now),
});

type SelectedSeries = {
  row: SeriesRow;
  experienceName: { EN: string; IS: string };
  experienceTag: string;
  upcomingEvents: number;
  flaggedEvents: number;
};

function toSeries(selected: SelectedSeries): Series {
  const { row } = selected;
  return {
    id: row.id,
    projectId: row.projectId,
    experienceId: row.experienceId,
    experienceName: selected.experienceName,
    experienceTag: selected.experienceTag,
    name: row.name,
    timeZone: row.timeZone,
    startDate: row.startDate,
    endDate: row.endDate,
    count: row.count,
    slots: row.slots,
    excludedDates: row.excludedDates,
    capacity: row.capacity,
    durationMinutes: row.durationMinutes,
    priceOverrides: row.priceOverrides,
    materialisedUntil: row.materialisedUntil,
    upcomingEvents: Number(selected.upcomingEvents),
    flaggedEvents: Number(selected.flaggedEvents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The project's series that are not deleted. */
const liveOfProject = (tenantId: string, projectId: string) =>
  and(
    eq(eventSeries.tenantId, tenantId),
    eq(eventSeries.projectId, projectId),
    isNull(eventSeries.deletedAt),
  );

/** Series with their experience's name and tag and their event counts at `now`. */
const selectWithCounts = (db: Executor, now: Date) =>
  db
    .select(selection(now))
    .from(eventSeries)
    .innerJoin(experiences, eq(experiences.id, eventSeries.experienceId));

/** The project's live series, optionally of one experience, by name then creation. */
export async function listSeries(
  db: Executor,
  tenantId: string,
  projectId: string,
  experienceId: string | undefined,
  now: Date,
): Promise<Series[]> {
  const rows = await selectWithCounts(db, now)
    .where(
      and(
        liveOfProject(tenantId, projectId),
        experienceId ? eq(eventSeries.experienceId, experienceId) : undefined,
      ),
    )
    .orderBy(asc(eventSeries.name), asc(eventSeries.createdAt), asc(eventSeries.id));
  return rows.map(toSeries);
}

/** A live series of the project with its counts at `now`. */
export async function findSeries(
  db: Executor,
  tenantId: string,
  projectId: string,
  id: string,
  now: Date,
): Promise<Series | undefined> {
  const [row] = await selectWithCounts(db, now)
    .where(and(liveOfProject(tenantId, projectId), eq(eventSeries.id, id)))
    .limit(1);
  return row && toSeries(row);
}

/** The live series row, locked until the transaction ends, so its events change one writer at a time. */
export async function lockSeriesRow(
  tx: Executor,
  tenantId: string,
  projectId: string,
  id: string,
): Promise<SeriesRow | undefined> {
  const [row] = await tx
    .select()
    .from(eventSeries)
    .where(and(liveOfProject(tenantId, projectId), eq(eventSeries.id, id)))
    .limit(1)
    .for("update");
  return row;
}

export async function insertSeriesRow(
  tx: Executor,
  scope: { tenantId: string; projectId: string },
  values: SeriesValues,
): Promise<SeriesRow> {
  const [row] = await tx
    .insert(eventSeries)
    .values({ ...values, tenantId: scope.tenantId, projectId: scope.projectId })
    .returning();
  return row!;
}

export async function updateSeriesRow(
  tx: Executor,
  tenantId: string,
  id: string,
  values: Partial<SeriesValues> & { deletedAt?: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(eventSeries)
    .set({ ...values, updatedAt: now })
    .where(and(eq(eventSeries.tenantId, tenantId), eq(eventSeries.id, id)));
}

/** A series whose horizon may need extending, with its experience's event defaults. */
export interface DueSeries {
  row: SeriesRow;
  experienceCapacity: number;
  experienceDurationMinutes: number;
}

/** What the job reads of a series to decide whether its horizon moved. */
export type HorizonCandidate = Pick<
  SeriesRow,
  | "id"
  | "tenantId"
  | "timeZone"
  | "startDate"
  | "endDate"
  | "count"
  | "slots"
  | "excludedDates"
  | "materialisedUntil"
>;

/**
 * Live series of live experiences that may still have dates to materialise before `limit`
 * (a local date no zone's horizon passes yet) and have not reached their end date.
 */
function mayBeDue(limit: string) {
  return and(
    isNull(eventSeries.deletedAt),
    ne(experiences.status, "Archived"),
    or(isNull(eventSeries.materialisedUntil), lt(eventSeries.materialisedUntil, limit)),
    or(
      isNull(eventSeries.endDate),
      isNull(eventSeries.materialisedUntil),
      lt(eventSeries.materialisedUntil, eventSeries.endDate),
    ),
  );
}

/** Series that may be due, after `afterId` in id order, unlocked: each is claimed on its own. */
export async function horizonCandidates(
  db: Executor,
  limit: string,
  afterId: string | null,
  batch: number,
): Promise<HorizonCandidate[]> {
  return db
    .select({
      id: eventSeries.id,
      tenantId: eventSeries.tenantId,
      timeZone: eventSeries.timeZone,
      startDate: eventSeries.startDate,
      endDate: eventSeries.endDate,
      count: eventSeries.count,
      slots: eventSeries.slots,
      excludedDates: eventSeries.excludedDates,
      materialisedUntil: eventSeries.materialisedUntil,
    })
    .from(eventSeries)
    .innerJoin(experiences, eq(experiences.id, eventSeries.experienceId))
    .where(and(mayBeDue(limit), afterId ? gt(eventSeries.id, afterId) : undefined))
    .orderBy(asc(eventSeries.id))
    .limit(batch);
}

/**
 * The series, locked for this transaction, if it is still live; undefined when it is gone or
 * another process holds it (SKIP LOCKED: that process is changing or extending it).
 */
export async function claimSeriesForHorizon(
  tx: Executor,
  id: string,
  limit: string,
): Promise<DueSeries | undefined> {
  const [row] = await tx
    .select({
      row: eventSeries,
      experienceCapacity: experiences.capacity,
      experienceDurationMinutes: experiences.durationMinutes,
    })
    .from(eventSeries)
    .innerJoin(experiences, eq(experiences.id, eventSeries.experienceId))
    .where(and(eq(eventSeries.id, id), mayBeDue(limit)))
    .limit(1)
    .for("update", { of: eventSeries, skipLocked: true });
  return row;
}
