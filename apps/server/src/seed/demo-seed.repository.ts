import { eq, sql } from "drizzle-orm";
import type { TenantRole } from "@stund/shared/enums";
import type { Database } from "../db/database";
import { projects, salesUnits } from "../db/schema/projects";
import { tenantMembers, tenants } from "../db/schema/tenants";
import { users } from "../db/schema/users";

// The demo writes its rows directly: the services that make them in the product check sessions,
// plans and roles that an empty database does not have yet.

/** A user with a password already hashed; undefined when the email is taken. */
export async function insertDemoUser(
  db: Database,
  row: { email: string; name: string; passwordHash: string },
): Promise<{ id: string } | undefined> {
  const [created] = await db.insert(users).values(row).onConflictDoNothing().returning({ id: users.id });
  return created;
}

export async function insertDemoMember(
  db: Database,
  row: { tenantId: string; userId: string; role: TenantRole },
): Promise<void> {
  await db.insert(tenantMembers).values(row).onConflictDoNothing();
}

/** The company as onboarded: shown as active from now on. */
export async function markDemoActivated(db: Database, tenantId: string): Promise<void> {
  await db
    .update(tenants)
    .set({ activatedAt: sql`coalesce(${tenants.activatedAt}, now())` })
    .where(eq(tenants.id, tenantId));
}

export async function insertDemoProject(
  db: Database,
  row: { tenantId: string; identifier: string; name: string; description: string },
): Promise<string> {
  const [project] = await db.insert(projects).values(row).returning({ id: projects.id });
  return project!.id;
}

export async function insertDemoSalesUnit(db: Database, row: typeof salesUnits.$inferInsert): Promise<void> {
  await db.insert(salesUnits).values(row);
}
