import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../../db/database";
import { idempotencyKeys } from "../../../db/schema/bookings";
import { AppError, badRequest, conflict } from "../../../http/errors";

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

/** A claimed key: the work's answer is stored under it, or it is given back when the work fails. */
export interface KeyClaim {
  tenantId: string;
  name: string;
  key: string;
}

const whereKey = ({ tenantId, name, key }: KeyClaim) =>
  and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.scope, name), eq(idempotencyKeys.key, key));

/**
 * Claims the call's key before its work: answers the first call's stored answer for a retry, a
 * claim to store this call's answer under, or no claim when the call came without a key. A
 * concurrent duplicate answers 409, the same key with another request 422.
 */
export async function claimKey(
  db: Database,
  scope: { tenantId: string; name: string; key: string | undefined; hash: string },
): Promise<{ replay: Stored } | { claim: KeyClaim | null }> {
  const { tenantId, name, key, hash } = scope;
  if (!key) return { claim: null };
  const claim = { tenantId, name, key };
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ tenantId, scope: name, key, requestHash: hash, lockedUntil: new Date(Date.now() + lockMs) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return { claim };
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(claim));
  if (!row) throw conflict(keyInUseTitle);
  if (row.requestHash !== hash) throw new AppError(422, keyReusedTitle);
  if (row.statusCode !== null) return { replay: { statusCode: row.statusCode, body: row.response } };
  // Taken over only when the one working on it has given up (its lock ran out).
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: new Date(Date.now() + lockMs) })
    .where(
      and(
        whereKey(claim),
        sql`${idempotencyKeys.statusCode} is null and ${idempotencyKeys.lockedUntil} < now()`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  if (taken.length === 0) throw conflict(keyInUseTitle);
  return { claim };
}

/** Stores the answer under the claimed key, in the transaction that did the work. */
export async function storeAnswer(tx: Executor, claim: KeyClaim, stored: Stored): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: stored.statusCode, response: stored.body, lockedUntil: null })
    .where(whereKey(claim));
}

/** Gives the key back after the work failed, so that a retry can do it. */
export async function releaseKey(db: Database, claim: KeyClaim): Promise<void> {
  await db.delete(idempotencyKeys).where(and(whereKey(claim), sql`${idempotencyKeys.statusCode} is null`));
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
  const claimed = await claimKey(db, scope);
  if ("replay" in claimed) return claimed.replay;
  const { claim } = claimed;
  if (!claim) return db.transaction(work);
  try {
    return await db.transaction(async (tx) => {
      const stored = await work(tx);
      await storeAnswer(tx, claim, stored);
      return stored;
    });
  } catch (error) {
    await releaseKey(db, claim);
    throw error;
  }
}
