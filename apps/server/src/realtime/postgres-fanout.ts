import { createAdapter } from "@socket.io/postgres-adapter";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";

const attachmentTable = "socket_io_attachments";
/** Any fixed number distinct from the migration lock; serialises the table creation across processes. */
const attachmentTableLock = 726355;

/**
 * The adapter stores payloads too large for NOTIFY in this table and prunes it every 30 s, so the
 * table must exist even though our events are far below the limit.
 */
async function ensureAttachmentTable(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock($1)", [attachmentTableLock]);
    await client.query(
      `create table if not exists ${attachmentTable} (
        id bigserial unique,
        created_at timestamptz default now(),
        payload bytea
      )`,
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Fans hub events out through PostgreSQL NOTIFY, so a client on any server process receives them. */
export async function postgresFanout(pool: pg.Pool, log: FastifyBaseLogger) {
  await ensureAttachmentTable(pool);
  return createAdapter(pool, {
    tableName: attachmentTable,
    errorHandler: (error) => log.warn({ err: error }, "real-time fan-out through PostgreSQL failed"),
  });
}
