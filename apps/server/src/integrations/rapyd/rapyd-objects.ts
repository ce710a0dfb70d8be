/**
 * The parts of Rapyd's objects that the platform uses, in Rapyd's own field names (docs/brokers.md
 * §1.5). The plan billing client and the booking payment adapter read them and the built-in fake
 * writes them, so all sides agree on one shape. Amounts are in the currency's major unit (10.5
 * is 10,50 €).
 */
export type RapydPaymentStatus = "ACT" | "CLO" | "ERR" | "CAN" | "EXP";

/** A saved card: Rapyd keeps its brand, last four digits and expiry, never the number. */
export interface RapydPaymentMethodObject {
  id: string;
  type: string;
  category: "card";
  last4: string;
  expiration_month: string;
  expiration_year: string;
  bin_details: { brand: string };
}

export interface RapydPaymentObject {
  id: string;
  status: RapydPaymentStatus;
  amount: number;
  original_amount: number;
  currency_code: string;
  customer_token: string | null;
  merchant_reference_id: string | null;
  description: string;
  payment_method: string | null;
  /** The card charged, when one is known. */
  payment_method_data?: RapydPaymentMethodObject;
  failure_code: string;
  failure_message: string;
  paid: boolean;
  refunded: boolean;
  refunded_amount: number;
  created_at: number;
  paid_at: number;
  metadata: Record<string, string>;
}

export interface RapydCustomerObject {
  id: string;
  name: string;
  email: string;
  metadata: Record<string, string>;
  default_payment_method: string;
  created_at: number;
}

/** A hosted checkout page: NEW until paid, DON once paid, EXP after page_expiration. */
export interface RapydCheckoutObject {
  id: string;
  status: "NEW" | "DON" | "EXP";
  amount: number;
  currency: string;
  country: string;
  customer: string;
  language: string | null;
  description: string;
  merchant_reference_id: string;
  complete_checkout_url: string;
  cancel_checkout_url: string;
  page_expiration: number | null;
  redirect_url: string;
  metadata: Record<string, string>;
  /** The latest payment made on the page, once there is one. */
  payment: RapydPaymentObject | null;
  timestamp: number;
}

/** The hosted page where a customer saves a card (POST /v1/hosted/collect/card). */
export interface RapydCardPageObject {
  id: string;
  status: "NEW" | "DON";
  customer: string;
  country: string;
  merchant_reference_id: string;
  complete_url: string;
  cancel_url: string;
  payment_method: string;
  redirect_url: string;
}

/** A payment link (POST /v1/hosted/collect/payments): its id starts with hp_reuse_. */
export interface RapydPaymentLinkObject {
  id: string;
  status: "NEW" | "EXP";
  amount: number;
  amount_is_editable: boolean;
  currency: string;
  country: string;
  language: string | null;
  merchant_reference_id: string;
  max_payments: number | null;
  template: Record<string, string>;
  redirect_url: string;
}

/** Rapyd writes refund statuses in title case; they are compared without regard to case. */
export interface RapydRefundObject {
  id: string;
  payment: string;
  amount: number;
  currency: string;
  status: "Completed" | "Pending" | "Rejected" | "Error" | "Canceled";
  reason: string;
  merchant_reference_id: string;
  failure_reason: string;
  created_at: number;
}

export const checkoutIdPrefix = "checkout_";
export const paymentLinkIdPrefix = "hp_reuse_";
