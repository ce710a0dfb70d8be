import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
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
