import { and, asc, count, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { AssetNeed } from "@stund/shared/contracts/catalogue/experiences";
import type { ExperienceStatus, Language, SalesChannel } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { events, experienceAssets, experiences } from "../../../db/schema/catalogue";
import { projects } from "../../../db/schema/projects";

export type ExperienceRow = typeof experiences.$inferSelect;

/** Every column staff write; ids, owner and timestamps are the repository's business. */
export type ExperienceValues = Omit<
  typeof experiences.$inferInsert,
  "id" | "tenantId" | "projectId" | "createdAt" | "updatedAt"
>;

export interface ProjectKey {
  tenantId: string;
  projectId: string;
}

export interface ExperienceFilter {
  search?: string;
  status?: ExperienceStatus;
  channel?: SalesChannel;
  language?: Language;
}

const inProject = (key: ProjectKey) =>
  and(eq(experiences.tenantId, key.tenantId), eq(experiences.projectId, key.projectId))!;

export async function findExperience(db: Executor, key: ProjectKey, id: string) {
  const rows = await db
    .select()
    .from(experiences)
    .where(and(inProject(key), eq(experiences.id, id)))
    .limit(1);
  return rows[0];
}

/**
 * Takes the row's lock until the transaction ends: an event inserted for the experience meanwhile
 * waits on it (its foreign key check), so a delete that found no events cannot take one with it.
 */
export async function lockExperience(tx: Executor, key: ProjectKey, id: string) {
  const rows = await tx
    .select()
    .from(experiences)
    .where(and(inProject(key), eq(experiences.id, id)))
    .for("update");
  return rows[0];
}

export async function findExperienceByTag(db: Executor, key: ProjectKey, tag: string) {
  const rows = await db
    .select()
    .from(experiences)
    .where(and(inProject(key), eq(experiences.tag, tag)))
    .limit(1);
  return rows[0];
}

/** Which of the candidate tags other experiences of the project already use. */
export async function tagsInUse(
  db: Executor,
  key: ProjectKey,
  candidates: string[],
  exceptId?: string,
): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db
    .select({ tag: experiences.tag })
    .from(experiences)
    .where(
      and(
        inProject(key),
        inArray(experiences.tag, candidates),
        exceptId ? ne(experiences.id, exceptId) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.tag));
}

export async function insertExperience(tx: Executor, key: ProjectKey, values: ExperienceValues) {
  const [created] = await tx
    .insert(experiences)
    .values({ ...values, tenantId: key.tenantId, projectId: key.projectId })
    .returning();
  return created!;
}

export async function updateExperienceRow(
  tx: Executor,
  key: ProjectKey,
  id: string,
  values: Partial<ExperienceValues>,
) {
  const [updated] = await tx
    .update(experiences)
    .set({ ...values, updatedAt: new Date() })
    .where(and(inProject(key), eq(experiences.id, id)))
    .returning();
  return updated;
}

export async function deleteExperienceRow(tx: Executor, key: ProjectKey, id: string): Promise<boolean> {
  const rows = await tx
    .delete(experiences)
    .where(and(inProject(key), eq(experiences.id, id)))
    .returning({ id: experiences.id });
  return rows.length > 0;
}

/** Keeps `experience_assets` in step with the experience's asset needs. */
export async function replaceExperienceAssets(
  tx: Executor,
  tenantId: string,
  experienceId: string,
  needs: AssetNeed[],
): Promise<void> {
  await tx
    .delete(experienceAssets)
    .where(and(eq(experienceAssets.tenantId, tenantId), eq(experienceAssets.experienceId, experienceId)));
  if (needs.length === 0) return;
  await tx.insert(experienceAssets).values(needs.map((need) => ({ tenantId, experienceId, ...need })));
}

/** `%`, `_` and `\` match themselves in the search text. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listExperienceRows(db: Executor, key: ProjectKey, filter: ExperienceFilter) {
  const conditions: (SQL | undefined)[] = [inProject(key)];
  if (filter.status) conditions.push(eq(experiences.status, filter.status));
  else conditions.push(ne(experiences.status, "Archived"));
  if (filter.channel)
    conditions.push(sql`${experiences.channels} @> ${JSON.stringify([filter.channel])}::jsonb`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        sql`${experiences.searchName} like ${pattern}`,
        sql`${experiences.tag} like ${pattern}`,
        sql`lower(${experiences.name}->>'IS') like ${pattern}`,
      ),
    );
  }
  const byName =
    filter.language === "IS"
      ? sql`lower(coalesce(nullif(${experiences.name}->>'IS', ''), ${experiences.name}->>'EN'))`
      : sql`${experiences.searchName}`;
  return db
    .select()
    .from(experiences)
    .where(and(...conditions))
    .orderBy(asc(byName), asc(experiences.tag));
}

/** Departures still to come that are on sale or closed: not deleted, not cancelled. */
export async function countUpcomingEvents(
  db: Executor,
  tenantId: string,
  experienceIds: string[],
  now: Date,
): Promise<Map<string, number>> {
  if (experienceIds.length === 0) return new Map();
  const rows = await db
    .select({ experienceId: events.experienceId, value: count() })
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        inArray(events.experienceId, experienceIds),
        sql`${events.startAt} >= ${now.toISOString()}::timestamptz`,
        notInArray(events.status, ["Deleted", "Cancelled"]),
        isNull(events.deletedAt),
      ),
    )
    .groupBy(events.experienceId);
  return new Map(rows.map((row) => [row.experienceId, row.value]));
}

/** Any event at all, past, cancelled or deleted ones included: each is history bookings may hang on. */
export async function hasEvents(db: Executor, tenantId: string, experienceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.experienceId, experienceId)))
    .limit(1);
  return rows.length > 0;
}

/** What counts against the plan's experience limit: those not archived, in live projects. */
export async function countLiveExperiences(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(experiences)
    .innerJoin(projects, eq(projects.id, experiences.projectId))
    .where(
      and(eq(experiences.tenantId, tenantId), ne(experiences.status, "Archived"), isNull(projects.deletedAt)),
    );
  return row?.value ?? 0;
}
