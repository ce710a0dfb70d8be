import { and, asc, desc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import {
  rapydFakeCardPages,
  rapydFakeCheckouts,
  rapydFakeCustomers,
  rapydFakeIdempotency,
  rapydFakePaymentMethods,
  rapydFakePayments,
  rapydFakeWebhookDeliveries as deliveries,
} from "../../../db/schema/rapyd-fake";

/** The app sandbox's state in its own tables: customers, cards, pages, payments, keys and webhooks. */
export type FakeCustomer = typeof rapydFakeCustomers.$inferSelect;
export type FakeCheckout = typeof rapydFakeCheckouts.$inferSelect;
export type FakeCardPage = typeof rapydFakeCardPages.$inferSelect;
export type FakePayment = typeof rapydFakePayments.$inferSelect;
export type FakePaymentMethod = typeof rapydFakePaymentMethods.$inferSelect;
export type FakeDelivery = typeof deliveries.$inferSelect;

/** Anything else cannot be one of our ids; it is looked up as missing rather than sent to SQL. */
const plausibleId = (id: string) => /^[A-Za-z0-9_-]{1,100}$/.test(id);

export async function insertCustomer(
  ex: Executor,
  values: typeof rapydFakeCustomers.$inferInsert,
): Promise<void> {
  await ex.insert(rapydFakeCustomers).values(values);
}

export async function findCustomer(ex: Executor, id: string): Promise<FakeCustomer | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakeCustomers).where(eq(rapydFakeCustomers.id, id));
  return row;
}

export async function insertCheckout(
  ex: Executor,
  values: typeof rapydFakeCheckouts.$inferInsert,
): Promise<void> {
  await ex.insert(rapydFakeCheckouts).values(values);
}

export async function findCheckout(ex: Executor, id: string): Promise<FakeCheckout | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakeCheckouts).where(eq(rapydFakeCheckouts.id, id));
  return row;
}

/** Moves a NEW checkout on unless another request got there first; true when this one did. */
export async function closeCheckout(
  ex: Executor,
  id: string,
  status: "DON" | "EXP",
  paymentId: string | null,
): Promise<boolean> {
  const rows = await ex
    .update(rapydFakeCheckouts)
    .set({ status, paymentId })
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
  values: typeof rapydFakeCardPages.$inferInsert,
): Promise<void> {
  await ex.insert(rapydFakeCardPages).values(values);
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
): Promise<void> {
  await ex.insert(rapydFakePaymentMethods).values(values);
  await ex
    .update(rapydFakeCustomers)
    .set({ defaultPaymentMethodId: values.id })
    .where(eq(rapydFakeCustomers.id, values.customerId));
}

export async function findPaymentMethod(ex: Executor, id: string): Promise<FakePaymentMethod | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakePaymentMethods).where(eq(rapydFakePaymentMethods.id, id));
  return row;
}

/** The customer's cards, the default first, then the newest. */
export async function listPaymentMethods(
  ex: Executor,
  customerId: string,
  defaultId: string | null,
): Promise<FakePaymentMethod[]> {
  const rows = await ex
    .select()
    .from(rapydFakePaymentMethods)
    .where(eq(rapydFakePaymentMethods.customerId, customerId))
    .orderBy(desc(rapydFakePaymentMethods.createdAt), desc(rapydFakePaymentMethods.id));
  const isDefault = (row: FakePaymentMethod) => (row.id === defaultId ? 0 : 1);
  return rows.sort((a, b) => isDefault(a) - isDefault(b));
}

/** The id comes from the caller, who may need it before the payment is written. */
export async function insertPayment(
  ex: Executor,
  values: typeof rapydFakePayments.$inferInsert,
): Promise<void> {
  await ex.insert(rapydFakePayments).values(values);
}

export async function findPayment(ex: Executor, id: string): Promise<FakePayment | undefined> {
  if (!plausibleId(id)) return undefined;
  const [row] = await ex.select().from(rapydFakePayments).where(eq(rapydFakePayments.id, id));
  return row;
}

/** Payments newest first, only those carrying `reference` when it is given. */
export async function listPayments(
  ex: Executor,
  reference: string | null,
  limit: number,
): Promise<FakePayment[]> {
  return ex
    .select()
    .from(rapydFakePayments)
    .where(reference === null ? undefined : eq(rapydFakePayments.merchantReferenceId, reference))
    .orderBy(desc(rapydFakePayments.createdAt), desc(rapydFakePayments.id))
    .limit(limit);
}

/** Takes an idempotency key for this request; false when an earlier request holds it. */
export async function claimIdempotencyKey(ex: Executor, key: string, request: string): Promise<boolean> {
  const claimed = await ex
    .insert(rapydFakeIdempotency)
    .values({ key, request })
    .onConflictDoNothing()
    .returning({ key: rapydFakeIdempotency.key });
  return claimed.length === 1;
}

/** The first answer kept under a key, once its request has finished. */
export async function findIdempotentAnswer(
  ex: Executor,
  key: string,
): Promise<{ httpStatus: number; response: string } | undefined> {
  const [first] = await ex.select().from(rapydFakeIdempotency).where(eq(rapydFakeIdempotency.key, key));
  if (!first?.response || first.httpStatus === null) return undefined;
  return { httpStatus: first.httpStatus, response: first.response };
}

export async function keepIdempotentAnswer(
  ex: Executor,
  key: string,
  answer: { httpStatus: number; response: string },
): Promise<void> {
  await ex.update(rapydFakeIdempotency).set(answer).where(eq(rapydFakeIdempotency.key, key));
}

export async function insertDelivery(ex: Executor, values: { id: string; type: string; body: string }) {
  await ex.insert(deliveries).values({ ...values, status: "PENDING" });
}

const isDue = () =>
  and(
    eq(deliveries.status, "PENDING"),
    lte(deliveries.nextAttemptAt, sql`now()`),
    or(isNull(deliveries.claimedUntil), lt(deliveries.claimedUntil, sql`now()`)),
  );

/** Takes a webhook for one attempt unless it is done, not yet due, or being sent elsewhere. */
export async function claimDelivery(
  ex: Executor,
  id: string,
  claimSeconds: number,
): Promise<FakeDelivery | undefined> {
  const [row] = await ex
    .update(deliveries)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      attempts: sql`${deliveries.attempts} + 1`,
    })
    .where(and(eq(deliveries.id, id), isDue()))
    .returning();
  return row;
}

export async function markDelivered(ex: Executor, id: string, statusCode: number | null): Promise<void> {
  await ex
    .update(deliveries)
    .set({
      status: "DELIVERED",
      deliveredAt: sql`now()`,
      claimedUntil: null,
      lastStatusCode: statusCode,
      lastError: null,
    })
    .where(eq(deliveries.id, id));
}

/** A failed attempt: tried again after `retryAfterMs`, or FAILED when there is no next attempt. */
export async function markAttemptFailed(
  ex: Executor,
  id: string,
  failure: { retryAfterMs: number | undefined; statusCode: number | null; error: string },
): Promise<void> {
  await ex
    .update(deliveries)
    .set({
      status: failure.retryAfterMs === undefined ? "FAILED" : "PENDING",
      nextAttemptAt: sql`now() + make_interval(secs => ${(failure.retryAfterMs ?? 0) / 1000})`,
      claimedUntil: null,
      lastStatusCode: failure.statusCode,
      lastError: failure.error,
    })
    .where(eq(deliveries.id, id));
}

/** Webhooks due for an attempt, the longest waiting first. */
export async function dueDeliveries(ex: Executor, limit: number): Promise<string[]> {
  const rows = await ex
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(isDue())
    .orderBy(asc(deliveries.nextAttemptAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
