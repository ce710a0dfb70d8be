/**
 * The parts of Rapyd's objects that customer bookings use, in Rapyd's own field names
 * (payments.md §1.5). The adapter reads them and the test server writes them, so both sides
 * agree on one shape. Amounts are in the currency's major unit (10.5 is 10,50 €).
 */
export type RapydPaymentStatus = "ACT" | "CLO" | "ERR" | "CAN" | "EXP";

export interface RapydPaymentObject {
  id: string;
  status: RapydPaymentStatus;
  amount: number;
  original_amount: number;
  currency_code: string;
  merchant_reference_id: string;
  paid: boolean;
  refunded: boolean;
  refunded_amount: number;
  failure_code: string;
  failure_message: string;
  created_at: number;
  paid_at: number;
  metadata: Record<string, string>;
}

/** A hosted checkout page: NEW until paid, DON once paid, EXP after page_expiration. */
export interface RapydCheckoutObject {
  id: string;
  status: "NEW" | "DON" | "EXP";
  amount: number;
  currency: string;
  country: string;
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
