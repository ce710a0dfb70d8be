import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { signInChallenges } from "../../../db/schema/users";

export async function insertChallenge(
  db: Executor,
  row: { tokenHash: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  await db.insert(signInChallenges).values(row);
}

/**
 * Counts an attempt at a live challenge that has attempts left and answers its user; undefined
 * for a challenge that is unknown, expired or out of attempts. The count is taken in the update,
 * so parallel attempts cannot go past the limit.
 */
export async function takeChallengeAttempt(db: Executor, tokenHash: string, maxAttempts: number, now: Date) {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        gt(signInChallenges.expiresAt, now),
        lt(signInChallenges.attempts, maxAttempts),
      ),
    )
    .returning({ userId: signInChallenges.userId, attempts: signInChallenges.attempts });
  return row;
}

/** Ends a challenge; false when it had already ended (it is answered once). */
export async function deleteChallenge(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, tokenHash))
    .returning({ userId: signInChallenges.userId });
  return rows.length > 0;
}
