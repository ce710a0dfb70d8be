import { auditAreas, type AuditArea, type AuditLogQuery } from "@stund/shared/contracts/audit-log";
import { addDays, compareDates } from "@stund/shared/scheduling/local-date";
import { zonedToUtc } from "@stund/shared/scheduling/zoned-time";

/** The query of the log's first page; the next pages add their cursor. */
export type AuditLogRequest = Omit<AuditLogQuery, "cursor">;

/** Entries on one page of the log. */
export const auditPageSize = 50;

/** The log's filters as the screen holds them; days are local days of the company's zone. */
export interface AuditFilterValues {
  area: AuditArea | "";
  from: string;
  to: string;
  actorId: string;
  search: string;
}

export const noAuditFilters: AuditFilterValues = { area: "", from: "", to: "", actorId: "", search: "" };

export const isAuditArea = (value: string): value is AuditArea =>
  (auditAreas as readonly string[]).includes(value);

/** A last day before the first one is refused by the API, so the screen flags it and leaves it out. */
export function rangeIsReversed(filters: Pick<AuditFilterValues, "from" | "to">): boolean {
  return Boolean(filters.from && filters.to && compareDates(filters.to, filters.from) < 0);
}

export function hasActiveFilters(filters: AuditFilterValues): boolean {
  return Object.values(filters).some((value) => value.trim() !== "");
}

/**
 * The filters as the API reads them: `from` is the start of the first day and `to` the start of
 * the day after the last one, both in the company's zone, so the last day is included whole.
 */
export function auditQuery(filters: AuditFilterValues, timeZone: string): AuditLogRequest {
  const query: AuditLogRequest = { limit: auditPageSize };
  if (filters.area) query.area = filters.area;
  if (filters.actorId) query.actorId = filters.actorId;
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.from) query.from = zonedToUtc(filters.from, "00:00", timeZone).toISOString();
  if (filters.to && !rangeIsReversed(filters))
    query.to = zonedToUtc(addDays(filters.to, 1), "00:00", timeZone).toISOString();
  return query;
}
