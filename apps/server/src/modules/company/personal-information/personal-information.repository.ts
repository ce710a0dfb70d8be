import { and, asc, eq, isNull, ne, notExists, sql } from "drizzle-orm";
import type { UpdatePersonalInformation } from "@stund/shared/contracts/personal-information";
import type { Executor } from "../../../db/database";
import { tenantMembers, tenants } from "../../../db/schema/tenants";
import { sessions, users } from "../../../db/schema/users";

/** A repository call may run on the pool or inside a caller's transaction. */

const profileColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  phone: users.phone,
  language: users.language,
  imageKey: users.imageKey,
};

export async function findProfile(db: Executor, userId: string) {
  const rows = await db
    .select(profileColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

export async function updateProfile(
  db: Executor,
  userId: string,
  fields: UpdatePersonalInformation,
): Promise<void> {
  await db
    .update(users)
    .set(fields)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
}

/** Reads the picture key under a row lock, so two uploads cannot both keep the same old file. */
export async function lockUserImage(db: Executor, userId: string): Promise<string | null> {
  const rows = await db
    .select({ imageKey: users.imageKey })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return rows[0]?.imageKey ?? null;
}

export async function setUserImage(db: Executor, userId: string, imageKey: string): Promise<void> {
  await db.update(users).set({ imageKey }).where(eq(users.id, userId));
}

/**
 * Locks the live companies the user owns, so that two Owners of one company deleting themselves
 * at the same time are decided one after the other.
 */
export async function lockOwnedTenants(db: Executor, userId: string): Promise<void> {
  await db
    .select({ id: tenants.id })
    .from(tenants)
    .innerJoin(tenantMembers, eq(tenantMembers.tenantId, tenants.id))
    .where(
      and(eq(tenantMembers.userId, userId), eq(tenantMembers.role, "Owner"), eq(tenants.isDeleted, false)),
    )
    .orderBy(asc(tenants.id))
    .for("update", { of: tenants });
}

/** Names of live companies whose only remaining Owner is this user. */
export async function findSoleOwnedTenantNames(db: Executor, userId: string): Promise<string[]> {
  const otherOwner = db
    .select({ one: sql`1` })
    .from(tenantMembers)
    .innerJoin(users, eq(users.id, tenantMembers.userId))
    .where(
      and(
        eq(tenantMembers.tenantId, tenants.id),
        eq(tenantMembers.role, "Owner"),
        ne(tenantMembers.userId, userId),
        isNull(users.deletedAt),
      ),
    );
  const rows = await db
    .select({ name: tenants.name })
    .from(tenants)
    .innerJoin(tenantMembers, eq(tenantMembers.tenantId, tenants.id))
    .where(
      and(
        eq(tenantMembers.userId, userId),
        eq(tenantMembers.role, "Owner"),
        eq(tenants.isDeleted, false),
        notExists(otherOwner),
      ),
    )
    .orderBy(asc(tenants.name));
  return rows.map((r) => r.name);
}

/** Keeps the row for history but frees the email for a new account and ends every session. */
export async function softDeleteUser(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ deletedAt: new Date(), email: `deleted-${userId}@deleted.invalid` })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
