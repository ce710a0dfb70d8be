import type { Database, Executor } from "../../../db/database";
import { declineCode, declineMessage, type CardEntry, type TestCardKind } from "./fake-cards";
import { notFoundError, RapydFakeError } from "./fake-envelope";
import * as store from "./fake.repository";
import { enqueueWebhook } from "./fake-webhooks";
import { wireCardPage, wireCheckout, wireCustomer, wirePayment, wirePaymentMethod } from "./fake-wire";

/** What an operation answers, and the webhooks to send once its transaction has committed. */
export interface FakeOutcome<T = unknown> {
  data: T;
  webhooks: string[];
}

interface PaymentInput {
  amount: number;
  currency: string;
  merchantReferenceId: string | null;
  description: string;
  metadata: Record<string, string>;
  customerId: string | null;
  checkoutId: string | null;
}

/** Charges a card as the test card it stands for, records the payment, and queues its webhook. */
async function recordPayment(
  tx: Executor,
  input: PaymentInput & { id?: string },
  card: { kind: TestCardKind; method?: store.FakePaymentMethod },
  operationId: string,
) {
  const declined = card.kind === "decline";
  const payment = await store.insertPayment(tx, {
    ...input,
    id: input.id ?? store.newFakeId("payment"),
    status: declined ? "ERR" : "CLO",
    paymentMethodId: card.method?.id ?? null,
    failureCode: declined ? declineCode : null,
    failureMessage: declined ? declineMessage : null,
  });
  const webhook = await enqueueWebhook(
    tx,
    declined ? "PAYMENT_FAILED" : "PAYMENT_COMPLETED",
    wirePayment(payment, card.method),
    operationId,
  );
  return { payment, webhooks: [webhook] };
}

async function requireCustomer(ex: Executor, id: string, httpStatus = 400) {
  const customer = await store.findCustomer(ex, id);
  if (!customer)
    throw new RapydFakeError(httpStatus, "ERROR_GET_CUSTOMER", `The customer ${id} was not found.`);
  return customer;
}

export async function createCustomer(
  tx: Executor,
  input: { name: string; email: string; metadata: Record<string, string> },
) {
  return wireCustomer(await store.insertCustomer(tx, input));
}

export async function createCheckout(
  tx: Executor,
  input: Omit<PaymentInput, "checkoutId"> & { country: string; completeUrl: string; cancelUrl: string },
  origin: string,
) {
  if (input.customerId) await requireCustomer(tx, input.customerId);
  return wireCheckout(await store.insertCheckout(tx, input), undefined, origin);
}

export async function getCheckout(ex: Executor, id: string, origin: string) {
  const checkout = await store.findCheckout(ex, id);
  if (!checkout) throw notFoundError("checkout", id);
  return wireCheckout(checkout, await store.latestPaymentOfCheckout(ex, id), origin);
}

export async function createCardPage(
  tx: Executor,
  input: {
    customerId: string;
    country: string;
    merchantReferenceId: string | null;
    completeUrl: string;
    cancelUrl: string;
  },
  origin: string,
) {
  await requireCustomer(tx, input.customerId);
  return wireCardPage(await store.insertCardPage(tx, input), origin);
}

/** POST /v1/payments: charges the given card, or the customer's default one, at once. */
export async function chargeCustomer(
  tx: Executor,
  input: Omit<PaymentInput, "checkoutId" | "customerId"> & { customerId: string; paymentMethodId?: string },
  operationId: string,
): Promise<FakeOutcome> {
  const customer = await requireCustomer(tx, input.customerId);
  const methodId = input.paymentMethodId ?? customer.defaultPaymentMethodId;
  const method = methodId ? await store.findPaymentMethod(tx, methodId) : undefined;
  if (!method || method.customerId !== customer.id) {
    throw new RapydFakeError(
      400,
      "ERROR_PAYMENT_METHOD_NOT_FOUND",
      "The customer has no default payment method, or the payment method belongs to someone else.",
    );
  }
  const { paymentMethodId: _ignored, ...payment } = input;
  const { payment: recorded, webhooks } = await recordPayment(
    tx,
    { ...payment, checkoutId: null },
    { kind: method.testCard as TestCardKind, method },
    operationId,
  );
  return { data: wirePayment(recorded, method), webhooks };
}

export async function getPayment(ex: Executor, id: string) {
  const payment = await store.findPayment(ex, id);
  if (!payment) throw notFoundError("payment", id);
  const method = payment.paymentMethodId
    ? await store.findPaymentMethod(ex, payment.paymentMethodId)
    : undefined;
  return wirePayment(payment, method);
}

export async function listCustomerPaymentMethods(ex: Executor, customerId: string) {
  const customer = await requireCustomer(ex, customerId, 404);
  return (await store.listPaymentMethods(ex, customer)).map(wirePaymentMethod);
}

export type CheckoutSubmission =
  | { result: "paid" | "already-paid"; checkout: store.FakeCheckout; webhooks: string[] }
  | { result: "declined"; checkout: store.FakeCheckout; webhooks: string[] }
  | { result: "missing" };

/**
 * The buyer submits a card on the hosted checkout page. A success saves the card as the customer's
 * default; a decline records a failed payment and leaves the page open for another try.
 */
export async function submitCheckout(
  db: Database,
  checkoutId: string,
  card: CardEntry,
  operationId: string,
): Promise<CheckoutSubmission> {
  return db.transaction(async (tx) => {
    const checkout = await store.findCheckout(tx, checkoutId);
    if (!checkout) return { result: "missing" };
    if (checkout.status !== "NEW") return { result: "already-paid", checkout, webhooks: [] };
    const input: PaymentInput = {
      amount: checkout.amount,
      currency: checkout.currency,
      merchantReferenceId: checkout.merchantReferenceId,
      description: checkout.description,
      metadata: checkout.metadata,
      customerId: checkout.customerId,
      checkoutId: checkout.id,
    };
    if (card.testCard === "decline") {
      const { webhooks } = await recordPayment(tx, input, { kind: "decline" }, operationId);
      return { result: "declined", checkout, webhooks };
    }
    const paymentId = store.newFakeId("payment");
    // A double submit must not charge twice: only the first one marks the checkout paid.
    if (!(await store.claimCheckoutPaid(tx, checkout.id, paymentId))) {
      return { result: "already-paid", checkout, webhooks: [] };
    }
    const method = checkout.customerId
      ? await store.saveDefaultPaymentMethod(tx, {
          ...card,
          id: store.newFakeId("card"),
          customerId: checkout.customerId,
        })
      : undefined;
    const { webhooks } = await recordPayment(
      tx,
      { ...input, id: paymentId },
      { kind: "success", method },
      operationId,
    );
    return { result: "paid", checkout, webhooks };
  });
}

/** The customer saves a card on the hosted card page; it becomes their default payment method. */
export async function submitCardPage(
  db: Database,
  pageId: string,
  card: CardEntry,
): Promise<{ result: "saved" | "already-saved"; page: store.FakeCardPage } | { result: "missing" }> {
  return db.transaction(async (tx) => {
    const page = await store.findCardPage(tx, pageId);
    if (!page) return { result: "missing" };
    if (page.status !== "NEW") return { result: "already-saved", page };
    const methodId = store.newFakeId("card");
    // A double submit must not save the card twice: only the first one completes the page.
    if (!(await store.completeCardPage(tx, page.id, methodId))) return { result: "already-saved", page };
    await store.saveDefaultPaymentMethod(tx, { ...card, id: methodId, customerId: page.customerId });
    return { result: "saved", page };
  });
}
