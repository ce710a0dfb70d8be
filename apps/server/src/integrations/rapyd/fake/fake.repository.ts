import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import {
  rapydFakeCardPages,
  rapydFakeCheckouts,
  rapydFakeCustomers,
  rapydFakePaymentMethods,
  rapydFakePayments,
} from "../../../db/schema/rapyd-fake";

export type FakeCustomer = typeof rapydFakeCustomers.$inferSelect;
export type FakeCheckout = typeof rapydFakeCheckouts.$inferSelect;
export type FakeCardPage = typeof rapydFakeCardPages.$inferSelect;
export type FakePayment = typeof rapydFakePayments.$inferSelect;
export type FakePaymentMethod = typeof rapydFakePaymentMethods.$inferSelect;

/** Anything else cannot be one of our ids; it is looked up as missing rather than sent to SQL. */
const plausibleId = (id: string) => /^[A-Za-z0-9_-]{1,100}$/.test(id);

/** Ids in Rapyd's style: a type prefix and 32 hex digits. */
export function newFakeId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString("hex")}`;
}

export async function insertCustomer(
  ex: Executor,
  values: Omit<typeof rapydFakeCustomers.$inferInsert, "id">,
): Promise<FakeCustomer> {
  const [row] = await ex
    .insert(rapydFakeCustomers)
    .values({ ...values, id: newFakeId("cus") })
    .returning();
  return row!;
}

export async function findCustomer(ex: Executor, id: string): Promise<FakeCustomer | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakeCustomers).where(eq(rapydFakeCustomers.id, id));
  return row;
}

export async function insertCheckout(
  ex: Executor,
  values: Omit<typeof rapydFakeCheckouts.$inferInsert, "id" | "status">,
): Promise<FakeCheckout> {
  const [row] = await ex
    .insert(rapydFakeCheckouts)
    .values({ ...values, id: newFakeId("checkout"), status: "NEW" })
    .returning();
  return row!;
}

export async function findCheckout(ex: Executor, id: string): Promise<FakeCheckout | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakeCheckouts).where(eq(rapydFakeCheckouts.id, id));
  return row;
}

/** Marks a checkout paid unless another submission got there first; true when this one won. */
export async function claimCheckoutPaid(ex: Executor, id: string, paymentId: string): Promise<boolean> {
  const rows = await ex
    .update(rapydFakeCheckouts)
    .set({ status: "DON", paymentId })
    .where(and(eq(rapydFakeCheckouts.id, id), eq(rapydFakeCheckouts.status, "NEW")))
    .returning({ id: rapydFakeCheckouts.id });
  return rows.length === 1;
}

export async function latestPaymentOfCheckout(
  ex: Executor,
  checkoutId: string,
): Promise<FakePayment | undefined> {
  const [row] = await ex
    .select()
    .from(rapydFakePayments)
    .where(eq(rapydFakePayments.checkoutId, checkoutId))
    .orderBy(desc(rapydFakePayments.createdAt))
    .limit(1);
  return row;
}

export async function insertCardPage(
  ex: Executor,
  values: Omit<typeof rapydFakeCardPages.$inferInsert, "id" | "status">,
): Promise<FakeCardPage> {
  const [row] = await ex
    .insert(rapydFakeCardPages)
    .values({ ...values, id: newFakeId("hp_card"), status: "NEW" })
    .returning();
  return row!;
}

export async function findCardPage(ex: Executor, id: string): Promise<FakeCardPage | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakeCardPages).where(eq(rapydFakeCardPages.id, id));
  return row;
}

export async function completeCardPage(ex: Executor, id: string, paymentMethodId: string): Promise<boolean> {
  const rows = await ex
    .update(rapydFakeCardPages)
    .set({ status: "DON", paymentMethodId })
    .where(and(eq(rapydFakeCardPages.id, id), eq(rapydFakeCardPages.status, "NEW")))
    .returning({ id: rapydFakeCardPages.id });
  return rows.length === 1;
}

/** Saves a card on the customer and makes it their default, as Rapyd's hosted pages do. */
export async function saveDefaultPaymentMethod(
  ex: Executor,
  values: typeof rapydFakePaymentMethods.$inferInsert,
): Promise<FakePaymentMethod> {
  const [row] = await ex.insert(rapydFakePaymentMethods).values(values).returning();
  await ex
    .update(rapydFakeCustomers)
    .set({ defaultPaymentMethodId: row!.id })
    .where(eq(rapydFakeCustomers.id, values.customerId));
  return row!;
}

export async function findPaymentMethod(ex: Executor, id: string): Promise<FakePaymentMethod | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakePaymentMethods).where(eq(rapydFakePaymentMethods.id, id));
  return row;
}

/** The customer's cards, the default first, then the newest. */
export async function listPaymentMethods(ex: Executor, customer: FakeCustomer): Promise<FakePaymentMethod[]> {
  const rows = await ex
    .select()
    .from(rapydFakePaymentMethods)
    .where(eq(rapydFakePaymentMethods.customerId, customer.id))
    .orderBy(desc(rapydFakePaymentMethods.createdAt), desc(rapydFakePaymentMethods.id));
  const isDefault = (row: FakePaymentMethod) => (row.id === customer.defaultPaymentMethodId ? 0 : 1);
  return rows.sort((a, b) => isDefault(a) - isDefault(b));
}

/** The id comes from the caller, who may need it before the payment is written. */
export async function insertPayment(
  ex: Executor,
  values: typeof rapydFakePayments.$inferInsert,
): Promise<FakePayment> {
  const [row] = await ex.insert(rapydFakePayments).values(values).returning();
  return row!;
}

export async function findPayment(ex: Executor, id: string): Promise<FakePayment | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakePayments).where(eq(rapydFakePayments.id, id));
  return row;
}
