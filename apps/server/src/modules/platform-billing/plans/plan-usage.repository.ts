import { and, count, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { projects, salesUnits } from "../../../db/schema/projects";
import { tenants } from "../../../db/schema/tenants";

/**
 * Takes the tenant row's lock until the transaction ends, so creates that count against a limit
 * of the same tenant run one after the other. Answers whether the tenant exists. The "no key"
 * form is enough to queue those creates, and unlike a plain FOR UPDATE it does not hold up
 * inserts elsewhere whose foreign key merely points at the tenant.
 */
export async function lockTenant(tx: Executor, tenantId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for("no key update");
  return rows.length > 0;
}

/** Deleted projects keep their row for history but no longer count against the plan. */
export async function countLiveProjects(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), isNull(projects.deletedAt)));
  return row?.value ?? 0;
}

/** Sales units of the whole company; those of a deleted project are gone with it. */
export async function countLiveSalesUnits(db: Executor, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(salesUnits)
    .innerJoin(projects, eq(projects.id, salesUnits.projectId))
    .where(and(eq(salesUnits.tenantId, tenantId), isNull(projects.deletedAt)));
  return row?.value ?? 0;
}
