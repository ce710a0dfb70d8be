import type {
  RapydCardPageObject,
  RapydCheckoutObject,
  RapydCustomerObject,
  RapydPaymentObject,
  RapydPaymentStatus,
} from "../rapyd-objects";
import type { TestCardKind } from "./fake-cards";
import { cardObject, unixSeconds } from "./fake-objects";
import type {
  FakeCardPage,
  FakeCheckout,
  FakeCustomer,
  FakePayment,
  FakePaymentMethod,
} from "./fake.repository";
import type { FakeCard, FakeHostedPages } from "./fake-store";

/** The sandbox's rows as Rapyd's objects, and back; "" in Rapyd's objects is null in a row. */
const orNull = (value: string) => (value === "" ? null : value);

export function cardOfRow(row: FakePaymentMethod): FakeCard {
  return { ...row, testCard: row.testCard as TestCardKind };
}

export function paymentOfRow(row: FakePayment, method?: FakePaymentMethod): RapydPaymentObject {
  const paid = row.status === "CLO";
  return {
    id: row.id,
    status: row.status as RapydPaymentStatus,
    amount: row.amount,
    original_amount: row.amount,
    currency_code: row.currency,
    customer_token: row.customerId,
    merchant_reference_id: row.merchantReferenceId,
    description: row.description,
    payment_method: row.paymentMethodId,
    ...(method ? { payment_method_data: cardObject(cardOfRow(method)) } : {}),
    failure_code: row.failureCode ?? "",
    failure_message: row.failureMessage ?? "",
    paid,
    refunded: false,
    refunded_amount: 0,
    created_at: unixSeconds(row.createdAt),
    paid_at: paid ? unixSeconds(row.createdAt) : 0,
    metadata: row.metadata,
  };
}

export function paymentRow(payment: RapydPaymentObject, checkoutId: string | null) {
  return {
    id: payment.id,
    amount: payment.amount,
    currency: payment.currency_code,
    customerId: payment.customer_token,
    status: payment.status,
    merchantReferenceId: payment.merchant_reference_id,
    description: payment.description,
    paymentMethodId: payment.payment_method,
    checkoutId,
    failureCode: orNull(payment.failure_code),
    failureMessage: orNull(payment.failure_message),
    metadata: payment.metadata,
  };
}

export function customerOfRow(row: FakeCustomer): RapydCustomerObject {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    metadata: row.metadata,
    default_payment_method: row.defaultPaymentMethodId ?? "",
    created_at: unixSeconds(row.createdAt),
  };
}

export function checkoutOfRow(
  row: FakeCheckout,
  payment: FakePayment | undefined,
  pages: FakeHostedPages,
): RapydCheckoutObject {
  return {
    id: row.id,
    status: row.status as RapydCheckoutObject["status"],
    amount: row.amount,
    currency: row.currency,
    country: row.country,
    customer: row.customerId ?? "",
    language: null,
    merchant_reference_id: row.merchantReferenceId ?? "",
    description: row.description,
    complete_checkout_url: row.completeUrl,
    cancel_checkout_url: row.cancelUrl,
    page_expiration: null,
    metadata: row.metadata,
    redirect_url: pages.checkout(row.id),
    payment: payment ? paymentOfRow(payment) : null,
    timestamp: unixSeconds(row.createdAt),
  };
}

/** The sandbox's table keeps no language or expiry: its pages are in English and do not expire. */
export function checkoutRow(checkout: RapydCheckoutObject) {
  return {
    id: checkout.id,
    amount: checkout.amount,
    currency: checkout.currency,
    country: checkout.country,
    customerId: orNull(checkout.customer),
    merchantReferenceId: orNull(checkout.merchant_reference_id),
    description: checkout.description,
    completeUrl: checkout.complete_checkout_url,
    cancelUrl: checkout.cancel_checkout_url,
    metadata: checkout.metadata,
    status: checkout.status,
  };
}

export function cardPageOfRow(row: FakeCardPage, pages: FakeHostedPages): RapydCardPageObject {
  return {
    id: row.id,
    status: row.status as RapydCardPageObject["status"],
    customer: row.customerId,
    country: row.country,
    merchant_reference_id: row.merchantReferenceId ?? "",
    complete_url: row.completeUrl,
    cancel_url: row.cancelUrl,
    payment_method: row.paymentMethodId ?? "",
    redirect_url: pages.card(row.id),
  };
}

export function cardPageRow(page: RapydCardPageObject) {
  return {
    id: page.id,
    customerId: page.customer,
    country: page.country,
    merchantReferenceId: orNull(page.merchant_reference_id),
    completeUrl: page.complete_url,
    cancelUrl: page.cancel_url,
    status: page.status,
  };
}
