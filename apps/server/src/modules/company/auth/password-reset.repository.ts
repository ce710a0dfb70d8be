import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { passwordResetTokens, users } from "../../../db/schema/users";

/**
 * The account of an address with how many reset links it was sent since `since`, in one query
 * whether or not the account exists.
 */
export async function findResetAccount(db: Executor, email: string, since: Date) {
  const recent = db
    .select({ n: count() })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, users.id), gt(passwordResetTokens.createdAt, since)));
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      recentLinks: sql<number>`(${recent})`.mapWith(Number),
    })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function insertResetToken(
  db: Executor,
  row: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** Whether a link is still good: unknown, used and expired links are not. */
export async function isResetTokenUsable(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(usable(tokenHash, now))
    .limit(1);
  return rows.length > 0;
}

/**
 * Marks a link used if it is still good, and answers its user. The condition is in the update
 * itself, so of two requests with one link only one gets a row back.
 */
export async function useResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Ends the user's other links that were not used. */
export async function endUnusedResetTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Sets a live account's password hash; false when the account has been deleted meanwhile. */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
