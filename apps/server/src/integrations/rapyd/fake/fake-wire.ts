import type {
  RapydCardPageObject,
  RapydCheckoutObject,
  RapydCustomerObject,
  RapydPaymentMethodObject,
  RapydPaymentObject,
  RapydPaymentStatus,
} from "../rapyd-objects";
import { rapydSandboxPrefix } from "../rapyd-config";
import type {
  FakeCardPage,
  FakeCheckout,
  FakeCustomer,
  FakePayment,
  FakePaymentMethod,
} from "./fake.repository";

/** The fake's rows written in Rapyd's JSON shapes. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const hostedCheckoutUrl = (origin: string, id: string) =>
  `${origin}${rapydSandboxPrefix}/hosted/checkout/${id}`;
export const hostedCardUrl = (origin: string, id: string) =>
  `${origin}${rapydSandboxPrefix}/hosted/card/${id}`;

export function wirePaymentMethod(method: FakePaymentMethod): RapydPaymentMethodObject {
  return {
    id: method.id,
    type: `is_${method.brand.toLowerCase()}_card`,
    category: "card",
    last4: method.last4,
    expiration_month: String(method.expMonth).padStart(2, "0"),
    expiration_year: String(method.expYear % 100).padStart(2, "0"),
    bin_details: { brand: method.brand.toUpperCase() },
  };
}

export function wirePayment(payment: FakePayment, method?: FakePaymentMethod): RapydPaymentObject {
  const paid = payment.status === "CLO";
  return {
    id: payment.id,
    status: payment.status as RapydPaymentStatus,
    amount: payment.amount,
    original_amount: payment.amount,
    currency_code: payment.currency,
    customer_token: payment.customerId,
    merchant_reference_id: payment.merchantReferenceId,
    description: payment.description,
    payment_method: payment.paymentMethodId,
    failure_code: payment.failureCode ?? "",
    failure_message: payment.failureMessage ?? "",
    paid,
    refunded: false,
    refunded_amount: 0,
    created_at: seconds(payment.createdAt),
    paid_at: paid ? seconds(payment.createdAt) : 0,
    metadata: payment.metadata,
    ...(method ? { payment_method_data: wirePaymentMethod(method) } : {}),
  };
}

export function wireCustomer(customer: FakeCustomer): RapydCustomerObject {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    metadata: customer.metadata,
    default_payment_method: customer.defaultPaymentMethodId ?? "",
    created_at: seconds(customer.createdAt),
  };
}

export function wireCheckout(
  checkout: FakeCheckout,
  payment: FakePayment | undefined,
  origin: string,
): RapydCheckoutObject {
  return {
    id: checkout.id,
    status: checkout.status as RapydCheckoutObject["status"],
    amount: checkout.amount,
    currency: checkout.currency,
    country: checkout.country,
    customer: checkout.customerId ?? "",
    language: null,
    merchant_reference_id: checkout.merchantReferenceId ?? "",
    description: checkout.description,
    complete_checkout_url: checkout.completeUrl,
    cancel_checkout_url: checkout.cancelUrl,
    page_expiration: null,
    metadata: checkout.metadata,
    redirect_url: hostedCheckoutUrl(origin, checkout.id),
    payment: payment ? wirePayment(payment) : null,
    timestamp: seconds(checkout.createdAt),
  };
}

export function wireCardPage(page: FakeCardPage, origin: string): RapydCardPageObject {
  return {
    id: page.id,
    status: page.status as RapydCardPageObject["status"],
    customer: page.customerId,
    country: page.country,
    merchant_reference_id: page.merchantReferenceId ?? "",
    complete_url: page.completeUrl,
    cancel_url: page.cancelUrl,
    payment_method: page.paymentMethodId ?? "",
    redirect_url: hostedCardUrl(origin, page.id),
  };
}
