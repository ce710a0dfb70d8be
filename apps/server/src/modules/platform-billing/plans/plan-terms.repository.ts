import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { subscriptions } from "../../../db/schema/tenants";

/**
 * What decides a company's plan, as its subscription row records it: the tier and status, the
 * period, and the catalogue version the period was bought on. Undefined for a company that never
 * had a subscription. The subscriptions feature writes these rows; plans and fees only read them.
 */
export async function findPlanTerms(db: Executor, tenantId: string) {
  const rows = await db
    .select({
      tier: subscriptions.tier,
      status: subscriptions.status,
      billingStartDate: subscriptions.billingStartDate,
      billingEndDate: subscriptions.billingEndDate,
      catalogueVersion: subscriptions.catalogueVersion,
    })
    .from(subscriptions)
    .where(eq(subscriptions.tenantId, tenantId))
    .limit(1);
  return rows[0];
}
