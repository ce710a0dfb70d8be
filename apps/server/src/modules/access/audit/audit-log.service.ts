import type {
  AuditActorList,
  AuditLogPage,
  AuditLogQuery,
  AuditValues,
} from "@stund/shared/contracts/audit-log";
import type { Executor } from "../../../db/database";
import { listAuditActors, listAuditEntries } from "./audit-log.repository";

/** Values are written as small objects; anything else a writer gave is shown under `value`. */
function asValues(value: unknown): AuditValues {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}

/**
 * A page of the company's audit log, newest first. The cursor is the last entry's time (to the
 * microsecond) and id, so entries written in one transaction, which share their time, page in order.
 */
export async function readAuditLog(
  db: Executor,
  tenantId: string,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const [at, id] = query.cursor ? query.cursor.split("~") : [];
  const rows = await listAuditEntries(db, tenantId, {
    area: query.area,
    action: query.action || undefined,
    actorId: query.actorId,
    projectId: query.projectId,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    search: query.search || undefined,
    after: at && id ? { at, id } : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({ ...row, before: asValues(row.before), after: asValues(row.after) })),
    nextCursor: rows.length > query.limit && last ? `${last.at}~${last.id}` : null,
  };
}

export async function readAuditActors(db: Executor, tenantId: string): Promise<AuditActorList> {
  return listAuditActors(db, tenantId);
}
