import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { tenantPolicies, tenants } from "../../../db/schema/tenants";

/** The live company of a public path's identifier. */
export async function findLiveTenant(db: Executor, identifier: string) {
  const [row] = await db
    .select({
      id: tenants.id,
      identifier: tenants.identifier,
      name: tenants.name,
      settings: tenants.settings,
      channels: tenants.salesChannels,
    })
    .from(tenants)
    .where(and(eq(tenants.identifier, identifier), eq(tenants.isDeleted, false)))
    .limit(1);
  return row;
}

export async function findTenantPolicies(db: Executor, tenantId: string) {
  return db
    .select({ type: tenantPolicies.type, content: tenantPolicies.content })
    .from(tenantPolicies)
    .where(eq(tenantPolicies.tenantId, tenantId));
}
