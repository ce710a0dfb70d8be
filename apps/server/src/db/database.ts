import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as usersTables from "./schema/users";
import * as tenantsTables from "./schema/tenants";
import * as projectsTables from "./schema/projects";
import * as filesTables from "./schema/files";
import * as plansTables from "./schema/plans";
import * as feesTables from "./schema/fees";
import * as billingTables from "./schema/billing";
import * as rapydFakeTables from "./schema/rapyd-fake";
import * as catalogueTables from "./schema/catalogue";
import * as noticesTables from "./schema/notices";
import * as bookingsTables from "./schema/bookings";
import * as paymentSettingsTables from "./schema/payment-settings";
import * as paymentsTables from "./schema/payments";
import * as emailsTables from "./schema/emails";
import * as teamTables from "./schema/team";

/** Every table, for the typed database handle. */
const schema = {
  ...usersTables,
  ...tenantsTables,
  ...projectsTables,
  ...filesTables,
  ...plansTables,
  ...feesTables,
  ...billingTables,
  ...rapydFakeTables,
  ...catalogueTables,
  ...noticesTables,
  ...bookingsTables,
  ...paymentSettingsTables,
  ...paymentsTables,
  ...emailsTables,
  ...teamTables,
};

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

/** A transaction offers the same query builder as the database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** What a repository function runs its queries on: the database, or a transaction in progress. */
export type Executor = Database | Transaction;

/** The open database and what it runs on; the one place that chooses PGlite or PostgreSQL. */
export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Present on PostgreSQL: shared by the real-time adapter. */
  pool?: pg.Pool;
  /** Present on PostgreSQL: the change feed opens a listening connection of its own. */
  databaseUrl?: string;
  /** Present on the embedded database. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, "../../drizzle"),
    path.resolve(here, "../drizzle"),
    path.resolve(here, "drizzle"),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, "meta", "_journal.json")));
  if (!found) throw new Error(`Migrations folder not found near ${here}`);
  return found;
}

/**
 * The embedded database's heap is WebAssembly memory: what it touches stays resident and is never
 * given back. PostgreSQL's default 128 MB of shared buffers alone put an idle server at ~370 MB;
 * 16 MB keeps it near 240 MB, and a read that misses them comes from the operating system's page
 * cache, which costs little next to the query itself.
 */
const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
};

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** Connections this process keeps open to PostgreSQL at most. */
  poolSize?: number;
  /** An embedded database's files to start from (a dump of a migrated one): tests skip initdb. */
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 8 });
    // An idle connection dropped by the server (restart, failover) must not take the process down;
    // the pool opens a new one for the next query.
    pool.on("error", (error) => console.error("database connection lost:", error.message));
    const db = drizzlePg(pool, { schema });
    return { db, kind: "postgres", pool, databaseUrl: options.databaseUrl, close: () => pool.end() };
  }
  const dir = options.dataDir ? path.join(options.dataDir, "pglite") : undefined;
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = dir
    ? await PGlite.create(dir, pgliteOptions)
    : await PGlite.create({ ...pgliteOptions, loadDataDir: options.pgliteDump });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: "pglite", pglite: client, close: () => client.close() };
}

/** Applies the committed migrations; on PostgreSQL under an advisory lock so several processes can start at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as never, { migrationsFolder: folder });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query("select pg_advisory_lock(726354)");
    await migratePg(handle.db, { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock(726354)").catch(() => undefined);
    client.release();
  }
}
