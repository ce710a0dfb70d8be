import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
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

export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
