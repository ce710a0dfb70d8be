import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
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

/*
 * Idempotency-Key (docs/product.md §9.6), the one way every call that books, changes a booking or
 * moves money handles it: `idempotencyKeyOf` reads and checks the header, `keyedCall` names the
 * call, `once` (or `answerOnce`, for work that stores its answer itself) claims the key, replays
 * the first answer to a retry and gives the key back when the work fails, and `replaceAnswer`
 * keeps what work done after the answer's transaction added to it.
 */

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

/** A call in one company's scope (its kind), the key it came with, and the fingerprint of what it asks. */
export interface KeyedCall {
  tenantId: string;
  name: string;
  key: string | undefined;
  hash: string;
}

/** A claimed key: the work's answer is stored under it, or it is given back when the work fails. */
export type KeyClaim = KeyOfScope;

/** The request's Idempotency-Key header: undefined without one; a malformed key is bad input (400). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[idempotencyHeader];
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !keyShape.test(key))
    throw badRequest("The Idempotency-Key header must be 1 to 255 visible ASCII characters");
  return key;
}

/**
 * The call named `scope.name` in the company, with the key it came with; `asked` is what a retry
 * with the same key must ask again (its fingerprint is taken only when there is a key).
 */
export function keyedCall(
  scope: { tenantId: string; name: string },
  key: string | undefined,
  asked: unknown,
): KeyedCall {
  const hash = key
    ? createHash("sha256")
        .update(JSON.stringify(asked ?? null))
        .digest("base64url")
    : "";
  return { tenantId: scope.tenantId, name: scope.name, key, hash };
}

/**
 * Claims the call's key before its work: answers the first call's stored answer for a retry, a
 * claim to store this call's answer under, or no claim when the call came without a key. A
 * concurrent duplicate answers 409, the same key with another request 422.
 */
async function claimKey(
  db: Database,
  call: KeyedCall,
): Promise<{ replay: Stored } | { claim: KeyClaim | null }> {
  const { tenantId, name, key, hash } = call;
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

/** Stores the answer under the claimed key, with the writes of the work that gave it. */
export async function storeAnswer(tx: Executor, claim: KeyClaim, stored: Stored): Promise<void> {
  await storeKeyAnswer(tx, claim, stored);
}

/**
 * Runs a call once per Idempotency-Key, when its work stores its answer itself: the key is claimed
 * first (a retry gets the stored answer and nothing runs); `work` gets the claim (null without a
 * key) and must store its answer under it with its writes, so that a retry after a crash either
 * finds the answer or finds nothing done. Work that fails gives the key back, so it can be retried.
 */
export async function answerOnce(
  db: Database,
  call: KeyedCall,
  work: (claim: KeyClaim | null) => Promise<Stored>,
): Promise<Stored> {
  const claimed = await claimKey(db, call);
  if ("replay" in claimed) return claimed.replay;
  const { claim } = claimed;
  try {
    return await work(claim);
  } catch (error) {
    if (claim) await deleteUnansweredKey(db, claim);
    throw error;
  }
}

/**
 * Runs a call once per Idempotency-Key, its work and the storing of its answer in one transaction
 * (`answerOnce`). Without a key the work simply runs in a transaction.
 */
export async function once(
  db: Database,
  call: KeyedCall,
  work: (tx: Transaction) => Promise<Stored>,
): Promise<Stored> {
  return answerOnce(db, call, (claim) =>
    db.transaction(async (tx) => {
      const stored = await work(tx);
      if (claim) await storeAnswer(tx, claim, stored);
      return stored;
    }),
  );
}

/**
 * Replaces the answer kept for the call's key with what the call finally answered, when work
 * after the answer's transaction (a refund at the broker) added to it: a retry then hears the same.
 */
export async function replaceAnswer(db: Database, call: KeyedCall, body: unknown): Promise<void> {
  if (!call.key) return;
  await replaceKeyBody(db, { tenantId: call.tenantId, name: call.name, key: call.key }, body);
}
