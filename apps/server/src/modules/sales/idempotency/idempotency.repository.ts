import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { idempotencyKeys } from "../../../db/schema/bookings";

/** A key of one kind of call (its scope) of one company. */
export interface KeyOfScope {
  tenantId: string;
  name: string;
  key: string;
}

export type KeyRow = typeof idempotencyKeys.$inferSelect;

const whereKey = ({ tenantId, name, key }: KeyOfScope) =>
  and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.scope, name), eq(idempotencyKeys.key, key));

/** Writes the key locked until `lockedUntil`; false when the key is there already. */
export async function insertKey(
  db: Executor,
  key: KeyOfScope,
  requestHash: string,
  lockedUntil: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ tenantId: key.tenantId, scope: key.name, key: key.key, requestHash, lockedUntil })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function findKey(db: Executor, key: KeyOfScope): Promise<KeyRow | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(whereKey(key));
  return row;
}

/** Locks the key again for `lockedUntil`, only when it has no answer and its lock ran out. */
export async function takeOverKey(db: Executor, key: KeyOfScope, lockedUntil: Date): Promise<boolean> {
  const taken = await db
    .update(idempotencyKeys)
    .set({ lockedUntil })
    .where(
      and(
        whereKey(key),
        sql`${idempotencyKeys.statusCode} is null and ${idempotencyKeys.lockedUntil} < now()`,
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

/** Keeps the answer under the key and unlocks it. */
export async function storeKeyAnswer(
  db: Executor,
  key: KeyOfScope,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body, lockedUntil: null })
    .where(whereKey(key));
}

/** Replaces the body kept under the key, leaving its status code. */
export async function replaceKeyBody(db: Executor, key: KeyOfScope, body: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ response: body }).where(whereKey(key));
}

/** Deletes the key while it has no answer. */
export async function deleteUnansweredKey(db: Executor, key: KeyOfScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(whereKey(key), sql`${idempotencyKeys.statusCode} is null`));
}
