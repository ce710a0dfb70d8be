/**
 * What the platform asks of its billing provider (docs/brokers.md §1). The HTTP implementation signs
 * every request as §1.2; the built-in fake serves the same API on our own server. Amounts are in
 * the currency's major unit (EUR with cents as decimals).
 */
export interface RapydCheckoutInput {
  amount: number;
  currency: "EUR";
  country: string;
  customer: string;
  merchantReferenceId: string;
  description: string;
  completeCheckoutUrl: string;
  cancelCheckoutUrl: string;
  metadata?: Record<string, string>;
}

export interface RapydPayment {
  id: string;
  status: "ACT" | "CLO" | "ERR" | "CAN" | "EXP";
  amount: number;
  currency: string;
  merchantReferenceId: string | null;
  failureMessage: string | null;
  paymentMethodId: string | null;
}

export interface RapydPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface RapydClient {
  createCustomer(
    input: { name: string; email: string; tenantId: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  /** Hosted checkout page for a one-off payment; its payment saves the card on the customer. */
  createCheckout(
    input: RapydCheckoutInput,
    idempotencyKey: string,
  ): Promise<{ id: string; redirectUrl: string }>;
  getCheckout(
    id: string,
  ): Promise<{ id: string; status: "NEW" | "DON" | "EXP"; payment: RapydPayment | null }>;
  /** Hosted page where the customer saves a new card (POST /v1/hosted/collect/card). */
  createCardSaveSession(
    input: {
      customer: string;
      merchantReferenceId: string;
      completeUrl: string;
      cancelUrl: string;
      /** Two-letter country of the card holder; Iceland when not given. */
      country?: string;
    },
    idempotencyKey: string,
  ): Promise<{ id: string; redirectUrl: string }>;
  /** Charges the customer's default saved card (renewals, prorated upgrades). */
  chargeCustomer(
    input: {
      customer: string;
      amount: number;
      currency: "EUR";
      merchantReferenceId: string;
      description: string;
    },
    idempotencyKey: string,
  ): Promise<RapydPayment>;
  getPayment(id: string): Promise<RapydPayment>;
  listPaymentMethods(customer: string): Promise<RapydPaymentMethod[]>;
}

/** A verified webhook (docs/brokers.md §1.6 envelope). */
export interface RapydWebhookEvent {
  id: string;
  type: string;
  createdAt: number;
  data: Record<string, unknown>;
}
