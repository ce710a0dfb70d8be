import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/database";
import { idempotencyKeys } from "../../db/schema/bookings";
import { AppError, badRequest, conflict } from "../../http/errors";

/** A key is worked on for at most this long before another request may take it over. */
const lockMs = 30_000;
const keyShape = /^[\x21-\x7e]{1,255}$/;

export const idempotencyHeader = "idempotency-key";
export const keyInUseTitle = "A request with this Idempotency-Key is still being processed";
export const keyReusedTitle = "This Idempotency-Key was already used with a different request";

export interface Stored {
  statusCode: number;
  body: unknown;
}

/** The fingerprint of a request: the same key must come with the same body. */
export function requestHash(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("base64url");
}

/** The header's key, or undefined without one; a malformed key is bad input. */
export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !keyShape.test(key))
    throw badRequest("The Idempotency-Key header must be 1 to 255 visible ASCII characters");
  return key;
}

/**
 * Runs a create or confirm call once per Idempotency-Key. The key is claimed first (a
 * concurrent duplicate answers 409); the work and the storing of its answer commit in one
 * transaction, so a retry after a crash either finds the answer or finds nothing done. A call
 * that fails gives the key back, so it can be retried. Without a key the work simply runs.
 */
export async function once(
  db: Database,
  scope: { tenantId: string; name: string; key: string | undefined; hash: string },
  work: (tx: Transaction) => Promise<Stored>,
): Promise<Stored> {
  const { tenantId, name, key, hash } = scope;
  if (!key) return db.transaction(work);
  const where = and(
    eq(idempotencyKeys.tenantId, tenantId),
    eq(idempotencyKeys.scope, name),
    eq(idempotencyKeys.key, key),
  );
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ tenantId, scope: name, key, requestHash: hash, lockedUntil: new Date(Date.now() + lockMs) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) throw conflict(keyInUseTitle);
    if (row.requestHash !== hash) throw new AppError(422, keyReusedTitle);
    if (row.statusCode !== null) return { statusCode: row.statusCode, body: row.response };
    // Taken over only when the one working on it has given up (its lock ran out).
    const taken = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(Date.now() + lockMs) })
      .where(
        and(where, sql`${idempotencyKeys.statusCode} is null and ${idempotencyKeys.lockedUntil} < now()`),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length === 0) throw conflict(keyInUseTitle);
  }
  try {
    return await db.transaction(async (tx) => {
      const stored = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: stored.statusCode, response: stored.body, lockedUntil: null })
        .where(where);
      return stored;
    });
  } catch (error) {
    await db.delete(idempotencyKeys).where(and(where, sql`${idempotencyKeys.statusCode} is null`));
    throw error;
  }
}
