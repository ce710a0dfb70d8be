import { createHash } from "node:crypto";
import type { Database, Executor, Transaction } from "../../../db/database";
import { AppError, badRequest, conflict } from "../../../http/errors";
import {
  deleteUnansweredKey,
  findKey,
  insertKey,
  replaceKeyBody,
  storeKeyAnswer,
  takeOverKey,
  type KeyOfScope,
} from "./idempotency.repository";

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
export type KeyClaim = KeyOfScope;

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
  if (await insertKey(db, claim, hash, new Date(Date.now() + lockMs))) return { claim };
  const row = await findKey(db, claim);
  if (!row) throw conflict(keyInUseTitle);
  if (row.requestHash !== hash) throw new AppError(422, keyReusedTitle);
  if (row.statusCode !== null) return { replay: { statusCode: row.statusCode, body: row.response } };
  // Taken over only when the one working on it has given up (its lock ran out).
  if (!(await takeOverKey(db, claim, new Date(Date.now() + lockMs)))) throw conflict(keyInUseTitle);
  return { claim };
}

/** Stores the answer under the claimed key, in the transaction that did the work. */
export async function storeAnswer(tx: Executor, claim: KeyClaim, stored: Stored): Promise<void> {
  await storeKeyAnswer(tx, claim, stored);
}

/** Gives the key back after the work failed, so that a retry can do it. */
export async function releaseKey(db: Database, claim: KeyClaim): Promise<void> {
  await deleteUnansweredKey(db, claim);
}

/**
 * Replaces the answer kept for an Idempotency-Key with what the call finally answered, when work
 * after the key's transaction (a refund at the broker) added to it: a retry then hears the same.
 */
export async function replaceStoredAnswer(
  db: Database,
  scope: { tenantId: string; name: string; key: string | undefined },
  body: unknown,
): Promise<void> {
  if (!scope.key) return;
  await replaceKeyBody(db, { tenantId: scope.tenantId, name: scope.name, key: scope.key }, body);
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
