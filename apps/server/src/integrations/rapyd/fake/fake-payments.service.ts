import type { RapydCustomerObject, RapydPaymentObject, RapydRefundObject } from "../rapyd-objects";
import { newFakeId, notFoundError, RapydFakeError } from "./fake-envelope";
import {
  checkedAmount,
  majorOf,
  minorOf,
  type customerBody,
  type paymentBody,
  type refundBody,
} from "./fake-input";
import { paymentObject, unixSeconds, type PaymentOutcome, type PaymentSubject } from "./fake-objects";
import type { FakeCard, FakeContext, FakeRefundStore } from "./fake-store";
import type { z } from "zod";

/** The account's customers, their cards, and the payments and refunds made on it (docs/brokers.md §1.5). */
export async function requireCustomer(context: FakeContext, id: string, httpStatus = 400) {
  const customer = id ? await context.store.findCustomer(id) : undefined;
  if (!customer) {
    throw new RapydFakeError(httpStatus, "ERROR_GET_CUSTOMER", `The customer ${id} was not found.`);
  }
  return customer;
}

/** Records a payment, charged to `card` when one is given, and raises its notice. */
export async function recordPayment(
  context: FakeContext,
  subject: PaymentSubject,
  outcome: PaymentOutcome,
  options: { id?: string; card?: FakeCard; checkoutId?: string } = {},
): Promise<RapydPaymentObject> {
  const payment = paymentObject(subject, outcome, context.now, options);
  await context.store.insertPayment(payment, options.checkoutId ?? null);
  context.notices.push({
    type: payment.status === "CLO" ? "PAYMENT_COMPLETED" : "PAYMENT_FAILED",
    data: payment,
  });
  return payment;
}

/** POST /v1/customers */
export async function createCustomer(
  context: FakeContext,
  body: z.infer<typeof customerBody>,
): Promise<RapydCustomerObject> {
  const customer: RapydCustomerObject = {
    id: newFakeId("cus"),
    name: body.name,
    email: body.email,
    metadata: body.metadata,
    default_payment_method: "",
    created_at: unixSeconds(context.now),
  };
  await context.store.insertCustomer(customer);
  return customer;
}

/** GET /v1/customers/{id}/payment_methods */
export async function listCustomerPaymentMethods(context: FakeContext, customerId: string) {
  return context.store.listCards(await requireCustomer(context, customerId, 404));
}

/** POST /v1/payments: charges the given card, or the customer's default one, at once. */
export async function chargeCustomer(
  context: FakeContext,
  body: z.infer<typeof paymentBody>,
): Promise<RapydPaymentObject> {
  const customer = await requireCustomer(context, body.customer);
  const cardId = body.payment_method ?? customer.default_payment_method;
  const card = cardId ? await context.store.findCard(cardId) : undefined;
  if (!card || card.customerId !== customer.id) {
    throw new RapydFakeError(
      400,
      "ERROR_PAYMENT_METHOD_NOT_FOUND",
      "The customer has no default payment method, or the payment method belongs to someone else.",
    );
  }
  const subject: PaymentSubject = {
    amount: body.amount,
    currency: body.currency,
    customer: customer.id,
    reference: body.merchant_reference_id ?? null,
    description: body.description ?? "",
    metadata: body.metadata,
  };
  return recordPayment(context, subject, { status: card.testCard === "decline" ? "ERR" : "CLO" }, { card });
}

/** GET /v1/payments/{id} */
export async function readPayment(context: FakeContext, id: string): Promise<RapydPaymentObject> {
  const payment = await context.store.findPayment(id);
  if (!payment) throw notFoundError("payment", id);
  return payment;
}

/** GET /v1/payments?merchant_reference_id=…&limit=…, newest first as Rapyd lists them. */
export async function listPayments(context: FakeContext, query: URLSearchParams) {
  const limit = Math.min(Math.max(Number(query.get("limit") ?? 10) || 10, 1), 100);
  return context.store.listPayments(query.get("merchant_reference_id"), limit);
}

function refundsOf(context: FakeContext): FakeRefundStore {
  const refunds = context.store.refunds;
  if (!refunds) throw new RapydFakeError(404, "NOT_FOUND", "The sandbox keeps no refunds.");
  return refunds;
}

/**
 * POST /v1/refunds: the payment must be closed, and all its refunds together may not exceed what
 * was paid (docs/brokers.md §1.5). Leaving out `amount` refunds what is left.
 */
export async function createRefund(
  context: FakeContext,
  body: z.infer<typeof refundBody>,
): Promise<RapydRefundObject> {
  const refunds = refundsOf(context);
  const payment = await context.store.findPayment(body.payment);
  if (!payment) {
    throw new RapydFakeError(400, "ERROR_ADDING_REFUND", `The payment ${body.payment} was not found.`);
  }
  if (payment.status !== "CLO") {
    throw new RapydFakeError(400, "ERROR_CREATE_REFUND", `The payment ${payment.id} is not closed.`);
  }
  const currency = payment.currency_code;
  const left = minorOf(payment.amount, currency) - minorOf(payment.refunded_amount, currency);
  if (left <= 0) {
    throw new RapydFakeError(
      400,
      "ERROR_CREATE_REFUND_EWALLET_ALREADY_FULLY_REFUNDED",
      `The payment ${payment.id} is already fully refunded.`,
    );
  }
  const amount = body.amount === undefined ? majorOf(left, currency) : checkedAmount(body.amount, currency);
  if (minorOf(amount, currency) > left) {
    throw new RapydFakeError(
      400,
      "ERROR_CREATE_REFUND",
      `The refund of ${amount} ${currency} exceeds the ${majorOf(left, currency)} ${currency} left on the payment.`,
    );
  }
  const refunded = minorOf(payment.refunded_amount, currency) + minorOf(amount, currency);
  await refunds.setRefunded(
    payment.id,
    majorOf(refunded, currency),
    refunded >= minorOf(payment.amount, currency),
  );
  const refund: RapydRefundObject = {
    id: newFakeId("refund"),
    payment: payment.id,
    amount,
    currency,
    status: refunds.newStatus(),
    reason: body.reason ?? "",
    merchant_reference_id: body.merchant_reference_id ?? "",
    failure_reason: "",
    created_at: unixSeconds(context.now),
  };
  await refunds.insert(refund);
  return refund;
}

/** GET /v1/refunds/{id} */
export async function readRefund(context: FakeContext, id: string): Promise<RapydRefundObject> {
  const refund = await refundsOf(context).find(id);
  if (!refund) throw notFoundError("refund", id);
  return refund;
}
