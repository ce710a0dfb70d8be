import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database, Executor } from "../../../db/database";
import { sessions, users } from "../../../db/schema/users";

export async function insertSession(
  db: Database,
  row: { tokenHash: string; userId: string; expiresAt: Date; ipAddress: string; userAgent: string },
): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findSessionUser(db: Database, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      isSuperAdmin: users.isSuperAdmin,
      imageKey: users.imageKey,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function extendSession(db: Database, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of the user but the one of this token; answers how many ended. */
export async function deleteOtherUserSessions(
  db: Executor,
  userId: string,
  keepTokenHash: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export async function recordSignIn(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}
