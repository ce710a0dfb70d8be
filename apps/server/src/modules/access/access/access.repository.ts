import { sql } from "drizzle-orm";
import type { Database } from "../../../db/database";

interface TenantAccessRow {
  id: string;
  identifier: string;
  is_deleted: boolean;
  tenant_roles: string[] | null;
  project_roles: { projectId: string; role: string }[] | null;
  subscription: { tier: string; status: string; billingEndDate: string } | null;
  require_two_factor: boolean;
  two_factor_enabled: boolean | null;
}

/**
 * The tenant of an identifier with the user's roles in it and its subscription, in one round trip:
 * every tenant-scoped request starts with this.
 */
export async function findTenantAccess(db: Database, identifier: string, userId: string) {
  const result = await db.execute(sql`
    select t.id, t.identifier, t.is_deleted, t.require_two_factor,
      (select u.totp_secret is not null from users u where u.id = ${userId}) as two_factor_enabled,
      (select json_agg(tm.role) from tenant_members tm
        where tm.tenant_id = t.id and tm.user_id = ${userId}) as tenant_roles,
      (select json_agg(json_build_object('projectId', pm.project_id, 'role', pm.role)) from project_members pm
        where pm.tenant_id = t.id and pm.user_id = ${userId}) as project_roles,
      (select json_build_object('tier', s.tier, 'status', s.status, 'billingEndDate', s.billing_end_date)
        from subscriptions s where s.tenant_id = t.id limit 1) as subscription
    from tenants t
    where t.identifier = ${identifier}
    limit 1`);
  const row = (result as unknown as { rows: TenantAccessRow[] }).rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    identifier: row.identifier,
    isDeleted: row.is_deleted,
    requireTwoFactor: row.require_two_factor,
    twoFactorEnabled: row.two_factor_enabled === true,
    tenantRoles: row.tenant_roles ?? [],
    projectRows: row.project_roles ?? [],
    subscription: row.subscription
      ? { ...row.subscription, billingEndDate: new Date(row.subscription.billingEndDate) }
      : undefined,
  };
}
