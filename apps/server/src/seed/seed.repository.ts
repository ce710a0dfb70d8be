import { count, inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { users } from "../db/schema/users";

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

/** Promotes only: a Super Admin made by other means keeps the role. */
export async function markSuperAdmins(db: Database, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db.update(users).set({ isSuperAdmin: true }).where(inArray(users.email, emails));
}
