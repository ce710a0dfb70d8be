import { and, count, eq, gt, inArray, isNotNull, isNull, lt, max, or } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { projectMembers } from "../../../db/schema/projects";
import { tenantMembers, tenants } from "../../../db/schema/tenants";
import { knownSignInAddresses, loginFailures, users } from "../../../db/schema/users";

export async function findUserByEmail(db: Database, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function emailTaken(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function hasTwoFactor(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.totpSecret)))
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Database, row: { email: string; name: string; passwordHash: string }) {
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning({ id: users.id });
  return created;
}

/** Per key: failures after `since`, and when the latest was. */
export async function failuresSince(db: Database, keys: string[], since: Date) {
  const rows = await db
    .select({ key: loginFailures.key, n: count(), latest: max(loginFailures.at) })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.at, since)))
    .groupBy(loginFailures.key);
  return new Map(rows.map((r) => [r.key, { count: Number(r.n), latest: new Date(r.latest ?? 0) }]));
}

export async function isKnownAddress(db: Database, userId: string, ip: string, since: Date) {
  const rows = await db
    .select({ userId: knownSignInAddresses.userId })
    .from(knownSignInAddresses)
    .where(
      and(
        eq(knownSignInAddresses.userId, userId),
        eq(knownSignInAddresses.ipAddress, ip),
        gt(knownSignInAddresses.lastAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function rememberAddress(db: Database, userId: string, ip: string): Promise<void> {
  await db
    .insert(knownSignInAddresses)
    .values({ userId, ipAddress: ip })
    .onConflictDoUpdate({
      target: [knownSignInAddresses.userId, knownSignInAddresses.ipAddress],
      set: { lastAt: new Date() },
    });
}

export async function recordFailures(db: Database, keys: string[]): Promise<void> {
  await db.insert(loginFailures).values(keys.map((key) => ({ key })));
}

export async function clearFailures(db: Database, key: string, olderThan: Date): Promise<void> {
  await db.delete(loginFailures).where(or(eq(loginFailures.key, key), lt(loginFailures.at, olderThan)));
}

/** Tenants the user holds any role in, with the tenant-level roles. */
export async function findUserTenants(db: Database, userId: string) {
  const tenantRows = await db
    .select({
      id: tenants.id,
      identifier: tenants.identifier,
      name: tenants.name,
      activatedAt: tenants.activatedAt,
      requireTwoFactor: tenants.requireTwoFactor,
      role: tenantMembers.role,
    })
    .from(tenantMembers)
    .innerJoin(tenants, eq(tenants.id, tenantMembers.tenantId))
    .where(and(eq(tenantMembers.userId, userId), eq(tenants.isDeleted, false)));
  const projectTenantRows = await db
    .selectDistinct({
      id: tenants.id,
      identifier: tenants.identifier,
      name: tenants.name,
      activatedAt: tenants.activatedAt,
      requireTwoFactor: tenants.requireTwoFactor,
    })
    .from(projectMembers)
    .innerJoin(tenants, eq(tenants.id, projectMembers.tenantId))
    .where(and(eq(projectMembers.userId, userId), eq(tenants.isDeleted, false)));
  return { tenantRows, projectTenantRows };
}
