import type { ActiveBroker, CredentialFieldName } from "@stund/shared/contracts/payment-settings";
import type { RefundReason } from "@stund/shared/bookings/enums";
import type { Executor } from "../../../db/database";
import type { BrokerEndpoints } from "../../../config/config";

/**
 * One interface over every payment broker (docs/product.md §11.2): hosted checkout, payment link, read a
 * payment, full and partial refund, verify and parse webhooks. Card data never reaches our
 * server: every adapter sends the customer to the broker's own page.
 *
 * Amounts are whole minor units of the currency as ISO 4217 counts them (ISK has none, so
 * 15000 is 15.000 kr.; EUR 1050 is 10,50 €). Each adapter converts to its broker's convention.
 */
export type BrokerName = Exclude<ActiveBroker, "None">;

export interface CheckoutRequest {
  /** Our payment transaction: the merchant reference the broker echoes back. */
  transactionId: string;
  amount: number;
  currency: string;
  /** Shown to the customer on the broker's page, e.g. "Glacier Tours · K7F3-9QXA". */
  description: string;
  language: "en" | "is";
  /** Where the customer lands after paying or failing to. */
  returnUrl: string;
  /** Where the customer lands after giving up. */
  cancelUrl: string;
  /** Our webhook address for this company and broker (see webhookPath in payment-settings.service). */
  notifyUrl: string;
  /** The checkout must not take a payment after this moment (the booking's hold runs out). */
  expiresAt: Date;
}

/**
 * How the customer is sent to the broker: a redirect, or (Teya SecurePay, ValitorPay) a form posted by
 * their browser.
 */
export type CheckoutStart =
  | { kind: "redirect"; url: string; checkoutReference: string }
  | { kind: "form"; action: string; fields: Record<string, string>; checkoutReference: string };

export interface PaymentLink {
  url: string;
  /** The broker's id of the link, kept as the transaction's checkout reference. */
  checkoutReference: string;
}

/** What the broker says about a payment transaction when asked (reconciliation). */
export interface PaymentState {
  state: "Open" | "Paid" | "Failed" | "Expired";
  amount: number;
  currency: string;
  /** The broker's payment id, once there is a payment. */
  brokerReference: string | null;
}

/** What the broker says about a refund it answered "pending" to, when asked (reconciliation). */
export interface RefundState {
  state: "Pending" | "Succeeded" | "Failed";
  amount: number;
  currency: string;
  /** The broker's reason when it failed, for staff. */
  message?: string;
}

/** Our record of a refund still pending, as an adapter needs it to ask about it. */
export interface RefundRef {
  refundId: string;
  /** The broker's id of the refund, as its refund call answered. */
  brokerReference: string;
  amount: number;
  currency: string;
}

/** Our record of a payment transaction, as adapters need it to ask or refund. */
export interface TransactionRef {
  transactionId: string;
  checkoutReference: string | null;
  brokerReference: string | null;
  amount: number;
  currency: string;
}

export interface RefundRequest {
  payment: TransactionRef;
  /** Our refund transaction's id: the idempotency key of the broker call. */
  refundId: string;
  amount: number;
  reason: RefundReason;
}

export interface RefundOutcome {
  result: "Success" | "Pending" | "Failed";
  brokerReference: string | null;
  /** The broker's reason when it failed, for staff. */
  message?: string;
  /**
   * Added to the refund's note when it succeeded: how it was made, when the broker did not make it
   * (ValitorPay's refunds are made in Valitor's portal and only recorded here).
   */
  note?: string;
}

/** A notice as it reached us: the exact bytes, the headers and the full public URL it was sent to. */
export interface WebhookRequest {
  rawBody: string;
  headers: Record<string, string | undefined>;
  /** e.g. https://stund.example/api/payments/webhooks/rapyd/{tenantId}: Rapyd signs over it. */
  url: string;
}

/**
 * A verified notice. `payment` is set when it says how a payment ended; the transaction is found
 * by our id or, for brokers whose reference field is too short for it, by the checkout reference.
 * `refund` is set when it says how a refund the broker first answered "pending" to ended.
 */
export interface WebhookEvent {
  /** Unique per broker event: the inbox keeps each once. */
  eventKey: string;
  payment?: {
    transactionId?: string;
    checkoutReference?: string;
    outcome: "Succeeded" | "Declined";
    amount: number;
    currency: string;
    brokerReference: string;
  };
  refund?: RefundNotice;
  /** The exact answer the broker expects, when it expects one (Teya SecurePay). */
  reply?: { contentType: string; body: string };
}

/**
 * How a refund ended, as its broker's notice says. Our refund transaction is found by our refund's
 * id when the broker echoes the merchant reference we sent with the refund (Rapyd), or else by the
 * broker's own reference of the refund, kept as the transaction's broker reference when the refund
 * call answered (Straumur).
 */
export interface RefundNotice {
  refundId?: string;
  brokerReference?: string;
  outcome: "Succeeded" | "Failed";
  amount: number;
  currency: string;
  /** The broker's reason when it failed, for staff. */
  message?: string;
}

/** The notice could not be verified (bad signature, stale timestamp): answered 401, nothing stored. */
export class WebhookRejectedError extends Error {}

/** The broker refused or could not be reached: shown to staff with the broker's reason. */
export class BrokerCallError extends Error {
  constructor(
    message: string,
    readonly brokerCode: string | null = null,
  ) {
    super(message);
  }
}

export interface PaymentBroker {
  readonly name: BrokerName;
  openCheckout(request: CheckoutRequest): Promise<CheckoutStart>;
  /** Only Rapyd and Teya (docs/product.md §11.2), and the sandbox, have links; the others leave it out. */
  createPaymentLink?(request: CheckoutRequest): Promise<PaymentLink>;
  readPayment(ref: TransactionRef): Promise<PaymentState>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Only brokers that can be asked about a refund have this; the others' refunds wait for their notices. */
  readRefund?(ref: RefundRef): Promise<RefundState>;
  /** Rejects with WebhookRejectedError when the notice is not authentic. */
  parseWebhook(request: WebhookRequest): Promise<WebhookEvent>;
}

/** What an adapter is made from: the company's credentials, and where the broker is. */
export type { BrokerEndpoints };

export interface BrokerContext {
  db: Executor;
  tenantId: string;
  credentials: Partial<Record<CredentialFieldName, string>>;
  /** Our public origin, e.g. https://stund.example: the sandbox's page is served from it. */
  origin: string;
  /** Base URLs of the brokers' APIs and pages; tests point them at local fake servers. */
  endpoints: BrokerEndpoints;
  fetch: typeof fetch;
}
