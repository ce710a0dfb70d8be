import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/database";

/**
 * Tables a read may change by design. Kept few: every other table must come out of a read, a
 * refused write or another company's call exactly as it went in.
 */
const changedByReads = new Set([
  // GET /api/user/authenticate/refresh slides the caller's session expiry forward; signing in
  // and out adds and removes rows. A session belongs to its caller, not to a company's data.
  "sessions",
]);

/** Per table: how many rows, and an md5 over the rows' text in order. */
export type Fingerprint = Record<string, { rows: number; md5: string }>;

interface Column {
  table_name: string;
  column_name: string;
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/**
 * Builds one query that fingerprints every table of the public schema, read from the catalogue
 * so a new table is covered without anyone listing it. With `tenantId`, only that company's rows:
 * its own row of tenants, rows carrying its tenant_id, its members' users and their rows, and
 * elsewhere the rows that mention it.
 */
async function fingerprintQuery(db: Database, tenantId?: string) {
  const columns = await rowsOf<Column>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  const tables = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns)
    (tables.get(table_name) ?? tables.set(table_name, new Set()).get(table_name)!).add(column_name);
  const members = sql`(select user_id from tenant_members where tenant_id = ${tenantId ?? null})`;
  const parts = [...tables.keys()]
    .filter((table) => !changedByReads.has(table))
    .sort()
    .map((table) => {
      const names = tables.get(table)!;
      let where = sql``;
      if (tenantId && table === "tenants") where = sql` where t.id = ${tenantId}`;
      else if (tenantId && table === "users") where = sql` where t.id in ${members}`;
      else if (tenantId && names.has("tenant_id")) where = sql` where t.tenant_id = ${tenantId}`;
      else if (tenantId && names.has("user_id")) where = sql` where t.user_id in ${members}`;
      // A table that names no company or user (the built-in billing provider's and payment
      // sandbox's own books, webhook inboxes, platform documents): the rows that mention A.
      else if (tenantId) where = sql` where strpos(t::text, ${tenantId}) > 0`;
      return sql`select ${table}::text as name, count(*)::int as rows,
        coalesce(md5(string_agg(t::text, E'\n' order by t::text)), '') as md5
        from ${sql.identifier(table)} t${where}`;
    });
  return sql.join(parts, sql` union all `);
}

/**
 * A function that takes every table's fingerprint in one round trip (PGlite and PostgreSQL
 * alike). With `tenantId`, only what belongs to that company (see fingerprintQuery).
 */
export async function fingerprinter(db: Database, tenantId?: string): Promise<() => Promise<Fingerprint>> {
  const query = await fingerprintQuery(db, tenantId);
  return async () => {
    const rows = await rowsOf<{ name: string; rows: number; md5: string }>(db, query);
    return Object.fromEntries(rows.map((row) => [row.name, { rows: Number(row.rows), md5: row.md5 }]));
  };
}

/** The tables whose rows differ, as "table (rows before → after)". */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names]
    .filter((name) => before[name]?.md5 !== after[name]?.md5)
    .map((name) => `${name} (${before[name]?.rows ?? 0} → ${after[name]?.rows ?? 0} rows)`);
}
