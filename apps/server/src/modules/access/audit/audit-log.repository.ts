import { and, desc, eq, gte, ilike, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AuditArea } from "@stund/shared/contracts/audit-log";
import type { Executor } from "../../../db/database";
import { projects } from "../../../db/schema/projects";
import { auditLog } from "../../../db/schema/team";

export interface AuditLogFilter {
  area?: AuditArea;
  action?: string;
  actorId?: string;
  projectId?: string;
  from?: Date;
  to?: Date;
  search?: string;
  /** Entries strictly older than this one, in (at, id) order. */
  after?: { at: string; id: string };
  limit: number;
}

/** LIKE treats % and _ as wildcards and \ as escape; typed text must match itself only. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `at` to the microsecond, in UTC: a page's cursor must not lose what JavaScript's Date drops. */
const atText = sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function conditions(tenantId: string, filter: AuditLogFilter): SQL | undefined {
  const search = filter.search ? likePattern(filter.search) : undefined;
  return and(
    eq(auditLog.tenantId, tenantId),
    filter.area ? eq(auditLog.area, filter.area) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.projectId ? eq(auditLog.projectId, filter.projectId) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
    search
      ? or(
          ilike(auditLog.subjectLabel, search),
          ilike(auditLog.action, search),
          ilike(auditLog.actorName, search),
        )
      : undefined,
    filter.after
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`
      : undefined,
  );
}

/** One page of a company's log, newest first, with the project's current name. */
export async function listAuditEntries(db: Executor, tenantId: string, filter: AuditLogFilter) {
  return db
    .select({
      id: auditLog.id,
      at: atText,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      area: auditLog.area,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      subjectLabel: auditLog.subjectLabel,
      projectId: auditLog.projectId,
      projectName: projects.name,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(projects, and(eq(projects.id, auditLog.projectId), eq(projects.tenantId, auditLog.tenantId)))
    .where(conditions(tenantId, filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit);
}

/** Everyone who appears in a company's log, under the name of their latest entry. */
export async function listAuditActors(db: Executor, tenantId: string) {
  const name = sql<string>`(array_agg(${auditLog.actorName} order by ${auditLog.at} desc))[1]`;
  const rows = await db
    .select({ id: auditLog.actorId, name })
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, tenantId), isNotNull(auditLog.actorId)))
    .groupBy(auditLog.actorId);
  return rows
    .map((row) => ({ id: row.id!, name: row.name }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
