import { and, eq, isNotNull } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { billingCustomers, subscriptionCheckouts } from "../../../db/schema/billing";
import { tenants } from "../../../db/schema/tenants";

export type CheckoutRow = typeof subscriptionCheckouts.$inferSelect;

export async function insertCheckout(
  db: Executor,
  row: Pick<CheckoutRow, "tenantId" | "tier" | "catalogueVersion" | "amountCents">,
): Promise<CheckoutRow> {
  const [created] = await db.insert(subscriptionCheckouts).values(row).returning();
  return created!;
}

export async function updateCheckout(
  db: Executor,
  checkoutId: string,
  patch: Partial<
    Pick<CheckoutRow, "status" | "rapydCheckoutId" | "rapydPaymentId" | "failureMessage" | "completedAt">
  >,
): Promise<void> {
  await db.update(subscriptionCheckouts).set(patch).where(eq(subscriptionCheckouts.id, checkoutId));
}

export async function lockCheckout(db: Executor, checkoutId: string): Promise<CheckoutRow | undefined> {
  const rows = await db
    .select()
    .from(subscriptionCheckouts)
    .where(eq(subscriptionCheckouts.id, checkoutId))
    .limit(1)
    .for("update");
  return rows[0];
}

/** Checkouts still waiting for the customer or for the provider's word, with a hosted page. */
export async function listPendingCheckouts(db: Executor, tenantId: string): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(subscriptionCheckouts)
    .where(
      and(
        eq(subscriptionCheckouts.tenantId, tenantId),
        eq(subscriptionCheckouts.status, "pending"),
        isNotNull(subscriptionCheckouts.rapydCheckoutId),
      ),
    );
}

export async function findCustomerId(db: Executor, tenantId: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: billingCustomers.rapydCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.tenantId, tenantId))
    .limit(1);
  return rows[0]?.id;
}

/** Keeps the first customer stored for the tenant; answers the one that is stored. */
export async function saveCustomerId(
  db: Executor,
  tenantId: string,
  rapydCustomerId: string,
): Promise<string> {
  await db.insert(billingCustomers).values({ tenantId, rapydCustomerId }).onConflictDoNothing();
  return (await findCustomerId(db, tenantId)) ?? rapydCustomerId;
}

export async function findBillingDetails(db: Executor, tenantId: string) {
  const rows = await db
    .select({ name: tenants.name, billingInfo: tenants.billingInfo })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return rows[0];
}
