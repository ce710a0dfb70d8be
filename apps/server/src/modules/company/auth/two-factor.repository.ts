import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { projectMembers } from "../../../db/schema/projects";
import { tenantMembers, tenants } from "../../../db/schema/tenants";
import { recoveryCodes, users } from "../../../db/schema/users";

export async function setPendingSecret(db: Executor, userId: string, secret: string): Promise<void> {
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
}

/** Makes the pending secret the account's, if it is still the one confirmed. */
export async function confirmPendingSecret(
  db: Executor,
  userId: string,
  secret: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: now })
    .where(and(eq(users.id, userId), eq(users.totpPendingSecret, secret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function clearTwoFactor(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function countRecoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Spends a recovery code; false when it is not one of the user's or has been used. */
export async function useRecoveryCode(db: Executor, userId: string, codeHash: string, now: Date) {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return rows.length > 0;
}

/** The latest time step whose code the user has used, if any. */
export async function lastSpentStep(db: Executor, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ step: users.totpLastStep }).from(users).where(eq(users.id, userId));
  return row?.step ?? undefined;
}

/**
 * Records a time step's code as used; false when it or a later one already was (another request
 * got there first). One conditional update, so two requests with the same code cannot both pass.
 */
export async function spendStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Whether any company the user works for asks its staff for two-factor sign-in. */
export async function anyCompanyRequiresTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const byTenantRole = await db
    .select({ id: tenants.id })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(
      and(eq(tenantMembers.userId, userId), eq(tenants.requireTwoFactor, true), eq(tenants.isDeleted, false)),
    )
    .limit(1);
  if (byTenantRole.length > 0) return true;
  const byProjectRole = await db
    .select({ id: tenants.id })
    .from(projectMembers)
    .innerJoin(tenants, eq(tenants.id, projectMembers.tenantId))
    .where(
      and(
        eq(projectMembers.userId, userId),
        eq(tenants.requireTwoFactor, true),
        eq(tenants.isDeleted, false),
      ),
    )
    .limit(1);
  return byProjectRole.length > 0;
}
