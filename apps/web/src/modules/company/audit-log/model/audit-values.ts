import type { AuditValues } from "@stund/shared/contracts/audit-log";

/** One field of a change, side by side. */
export interface ValueRow {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Every field either side names, in the order written (before's first, then the ones only after
 * has), each marked when its value differs.
 */
export function valueRows(before: AuditValues, after: AuditValues): ValueRow[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = before?.[field];
    const now = after?.[field];
    return { field, before: was, after: now, changed: !same(was, now) };
  });
}

const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An exact moment written as ISO 8601 with its offset (a local time without one is not). */
export const isInstant = (value: unknown): value is string =>
  typeof value === "string" && instantPattern.test(value);
