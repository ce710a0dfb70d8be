import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { BillingInfo, CompanyInfo, TenantSettings } from "@stund/shared/contracts/tenants";
import type { TenantRole } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { storedFiles } from "../../../db/schema/files";
import { projectMembers } from "../../../db/schema/projects";
import { tenantMembers, tenants } from "../../../db/schema/tenants";

/** A repository call may run on the pool or inside a caller's transaction. */

export type TenantRow = typeof tenants.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findTenantById(db: Executor, tenantId: string): Promise<TenantRow | undefined> {
  const rows = await db.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows[0];
}

/** The console addresses a tenant by its uuid or by its identifier. */
export async function findTenantByIdOrIdentifier(db: Executor, key: string): Promise<TenantRow | undefined> {
  const match = uuidPattern.test(key)
    ? or(eq(tenants.id, key), eq(tenants.identifier, key))
    : eq(tenants.identifier, key);
  const rows = await db.select().from(tenants).where(match).limit(1);
  return rows[0];
}

export async function identifierTaken(db: Executor, identifier: string): Promise<boolean> {
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.identifier, identifier))
    .limit(1);
  return rows.length > 0;
}

/** Returns nothing when the identifier was taken in the meantime. */
export async function insertTenant(
  db: Executor,
  row: {
    identifier: string;
    name: string;
    companyInfo: CompanyInfo;
    billingInfo: BillingInfo;
    settings: TenantSettings;
  },
): Promise<TenantRow | undefined> {
  const [created] = await db.insert(tenants).values(row).onConflictDoNothing().returning();
  return created;
}

export async function insertTenantMember(
  db: Executor,
  row: { tenantId: string; userId: string; role: TenantRole },
): Promise<void> {
  await db.insert(tenantMembers).values(row).onConflictDoNothing();
}

/** Tenants the user holds a tenant or project role in; deleted ones are left out. */
export async function listTenantsOfUser(db: Executor, userId: string): Promise<TenantRow[]> {
  const memberOf = db
    .select({ tenantId: tenantMembers.tenantId })
    .from(tenantMembers)
    .where(eq(tenantMembers.userId, userId))
    .union(
      db
        .select({ tenantId: projectMembers.tenantId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, userId)),
    );
  return db
    .select()
    .from(tenants)
    .where(and(inArray(tenants.id, memberOf), eq(tenants.isDeleted, false)))
    .orderBy(asc(tenants.name));
}

export async function listAllTenants(db: Executor): Promise<TenantRow[]> {
  return db.select().from(tenants).orderBy(asc(tenants.name));
}

export async function updateTenantFields(
  db: Executor,
  tenantId: string,
  fields: Partial<{
    name: string;
    companyInfo: CompanyInfo;
    settings: TenantSettings;
    billingInfo: BillingInfo;
  }>,
): Promise<TenantRow | undefined> {
  const [row] = await db.update(tenants).set(fields).where(eq(tenants.id, tenantId)).returning();
  return row;
}

/** Keeps the first activation time when onboarding is finished twice. */
export async function markActivated(db: Executor, tenantId: string): Promise<TenantRow | undefined> {
  const [row] = await db
    .update(tenants)
    .set({ activatedAt: sql`coalesce(${tenants.activatedAt}, now())` })
    .where(eq(tenants.id, tenantId))
    .returning();
  return row;
}

/** Reads the logo key under a row lock, so two uploads cannot both keep the same old file. */
export async function lockTenantLogo(db: Executor, tenantId: string): Promise<string | null> {
  const rows = await db
    .select({ logoKey: tenants.logoKey })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for("update");
  return rows[0]?.logoKey ?? null;
}

export async function setTenantLogo(db: Executor, tenantId: string, logoKey: string | null): Promise<void> {
  await db.update(tenants).set({ logoKey }).where(eq(tenants.id, tenantId));
}

export async function markDeleted(db: Executor, tenantId: string): Promise<void> {
  await db
    .update(tenants)
    .set({ isDeleted: true, deletedAt: sql`coalesce(${tenants.deletedAt}, now())` })
    .where(eq(tenants.id, tenantId));
}

/** Members, projects, policies and the subscription go with the row by cascade; files have no key to cascade on. */
export async function deleteTenantAndFiles(db: Executor, tenantId: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.tenantId, tenantId));
  await db.delete(tenants).where(eq(tenants.id, tenantId));
}

/** Everyone holding a tenant or project role, to tell their clients that their tenants changed. */
export async function listMemberIds(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: tenantMembers.userId })
    .from(tenantMembers)
    .where(eq(tenantMembers.tenantId, tenantId))
    .union(
      db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(eq(projectMembers.tenantId, tenantId)),
    );
  return rows.map((r) => r.userId);
}
