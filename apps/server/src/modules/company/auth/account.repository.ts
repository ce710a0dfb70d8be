import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { users } from "../../../db/schema/users";

/** A live account with what its security settings need: the password hash and two-factor state. */
export async function findAccount(db: Executor, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      passwordHash: users.passwordHash,
      totpSecret: users.totpSecret,
      totpPendingSecret: users.totpPendingSecret,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
