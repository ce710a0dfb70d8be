import { and, asc, count, eq, isNull, or, sql } from "drizzle-orm";
import type { Schedule, ScheduleRule } from "@stund/shared/contracts/catalogue/schedules";
import type { ScheduleKind } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { assets, bookings, experiences, schedules } from "../../../db/schema/catalogue";
import { projects } from "../../../db/schema/projects";

export type ScheduleRow = typeof schedules.$inferSelect;

export interface ScheduleValues {
  projectId: string | null;
  experienceId: string | null;
  name: string;
  description: string;
  rule: ScheduleRule;
}

export function toSchedule(row: ScheduleRow): Schedule {
  return {
    id: row.id,
    projectId: row.projectId,
    experienceId: row.experienceId,
    name: row.name,
    kind: row.kind as ScheduleKind,
    description: row.description,
    rule: row.rule,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ofKind = (kind: ScheduleKind | undefined) => (kind ? eq(schedules.kind, kind) : undefined);

/** The company's presets (schedules of no project). */
export async function listPresetSchedules(db: Executor, tenantId: string, kind?: ScheduleKind) {
  const rows = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.tenantId, tenantId), isNull(schedules.projectId), ofKind(kind)))
    .orderBy(asc(schedules.name), asc(schedules.id));
  return rows.map(toSchedule);
}

/** The project's schedules, then the company's presets. */
export async function listProjectSchedules(
  db: Executor,
  tenantId: string,
  projectId: string,
  kind?: ScheduleKind,
) {
  const rows = await db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, tenantId),
        or(eq(schedules.projectId, projectId), isNull(schedules.projectId)),
        ofKind(kind),
      ),
    )
    .orderBy(sql`${schedules.projectId} is null`, asc(schedules.name), asc(schedules.id));
  return rows.map(toSchedule);
}

/** The schedule, unless it belongs to another tenant or to a deleted project; `lock` holds it until commit. */
export async function findSchedule(
  db: Executor,
  tenantId: string,
  id: string,
  lock = false,
): Promise<ScheduleRow | undefined> {
  const query = db
    .select({ schedule: schedules })
    .from(schedules)
    .leftJoin(projects, eq(projects.id, schedules.projectId))
    .where(
      and(
        eq(schedules.tenantId, tenantId),
        eq(schedules.id, id),
        or(isNull(schedules.projectId), isNull(projects.deletedAt)),
      ),
    )
    .limit(1);
  const rows = lock ? await query.for("update", { of: schedules }) : await query;
  return rows[0]?.schedule;
}

export async function insertSchedule(db: Executor, tenantId: string, values: ScheduleValues) {
  const [row] = await db
    .insert(schedules)
    .values({ ...values, tenantId, kind: values.rule.kind })
    .returning();
  return toSchedule(row!);
}

export async function updateScheduleRow(db: Executor, tenantId: string, id: string, values: ScheduleValues) {
  const [row] = await db
    .update(schedules)
    .set({ ...values, kind: values.rule.kind, updatedAt: new Date() })
    .where(and(eq(schedules.tenantId, tenantId), eq(schedules.id, id)))
    .returning();
  return row && toSchedule(row);
}

export async function deleteScheduleRow(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(schedules)
    .where(and(eq(schedules.tenantId, tenantId), eq(schedules.id, id)))
    .returning({ id: schedules.id });
  return rows.length > 0;
}

export async function countScheduleBookings(db: Executor, tenantId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.scheduleId, id)));
  return row?.value ?? 0;
}

/** Whether the experience is one of a live project of the tenant (of `projectId` when given). */
export async function experienceExists(
  db: Executor,
  tenantId: string,
  experienceId: string,
  projectId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: experiences.id })
    .from(experiences)
    .innerJoin(projects, eq(projects.id, experiences.projectId))
    .where(
      and(
        eq(experiences.tenantId, tenantId),
        eq(experiences.id, experienceId),
        isNull(projects.deletedAt),
        projectId ? eq(experiences.projectId, projectId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether the pool is tenant-wide or, when a project is given, one of that project's. */
export async function assetPoolExists(
  db: Executor,
  tenantId: string,
  assetId: string,
  projectId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, tenantId),
        eq(assets.id, assetId),
        projectId ? or(isNull(assets.projectId), eq(assets.projectId, projectId)) : isNull(assets.projectId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
