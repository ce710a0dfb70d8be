import type { RapydKeys } from "../rapyd-api";
import type {
  RapydCardPageObject,
  RapydCheckoutObject,
  RapydCustomerObject,
  RapydPaymentLinkObject,
  RapydPaymentMethodObject,
  RapydPaymentObject,
  RapydRefundObject,
} from "../rapyd-objects";
import type { TestCardKind } from "./fake-cards";
import type { FakeAnswer } from "./fake-envelope";
import type { FakeNotice } from "./fake-notices";

/** A saved card: what Rapyd shows of it, whose it is, and which test card it stands for. */
export interface FakeCard {
  id: string;
  customerId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  testCard: TestCardKind;
}

/** Payment links, which only the in-memory account keeps. */
export interface FakeLinkStore {
  insert(link: RapydPaymentLinkObject): Promise<void>;
  find(id: string): Promise<RapydPaymentLinkObject | undefined>;
}

/** Refunds, which only the in-memory account keeps. */
export interface FakeRefundStore {
  /** The status a new refund gets: the sandbox completes card refunds at once, or "Pending". */
  newStatus(): RapydRefundObject["status"];
  insert(refund: RapydRefundObject): Promise<void>;
  find(id: string): Promise<RapydRefundObject | undefined>;
  /** Records how much of a payment has been refunded so far. */
  setRefunded(paymentId: string, refundedAmount: number, refunded: boolean): Promise<void>;
}

/**
 * Where one Rapyd account of the fake keeps its objects: the database for the app's own sandbox
 * (shared by its processes, kept over a restart), memory for the test server.
 */
export interface FakeStore {
  insertCustomer(customer: RapydCustomerObject): Promise<void>;
  findCustomer(id: string): Promise<RapydCustomerObject | undefined>;
  /** Saves a card on its customer and makes it their default, as Rapyd's hosted pages do. */
  saveDefaultCard(card: FakeCard): Promise<void>;
  findCard(id: string): Promise<FakeCard | undefined>;
  /** The customer's cards, the default first, then the newest. */
  listCards(customer: RapydCustomerObject): Promise<RapydPaymentMethodObject[]>;
  insertCheckout(checkout: RapydCheckoutObject): Promise<void>;
  /** The checkout with its latest payment. */
  findCheckout(id: string): Promise<RapydCheckoutObject | undefined>;
  /** Moves a NEW checkout on (paid or expired); false when it was no longer NEW. */
  closeCheckout(id: string, status: "DON" | "EXP", paymentId?: string): Promise<boolean>;
  insertCardPage(page: RapydCardPageObject): Promise<void>;
  findCardPage(id: string): Promise<RapydCardPageObject | undefined>;
  /** Marks a NEW card page done with the card saved on it; false when it was no longer NEW. */
  completeCardPage(id: string, paymentMethodId: string): Promise<boolean>;
  /** Records a payment; one made on a checkout page becomes that page's latest. */
  insertPayment(payment: RapydPaymentObject, checkoutId: string | null): Promise<void>;
  findPayment(id: string): Promise<RapydPaymentObject | undefined>;
  /** Payments newest first, only those carrying `reference` when it is given. */
  listPayments(reference: string | null, limit: number): Promise<RapydPaymentObject[]>;
  links?: FakeLinkStore;
  refunds?: FakeRefundStore;
}

/** The addresses of the hosted pages the fake's objects send customers to. */
export interface FakeHostedPages {
  checkout(id: string): string;
  card(id: string): string;
  link(id: string): string;
}

/** What an operation works with: the account's store, the moment, and the notices it raises. */
export interface FakeContext {
  store: FakeStore;
  pages: FakeHostedPages;
  now: Date;
  operationId: string;
  notices: FakeNotice[];
}

export interface FakeUnit {
  /** The idempotency key of a POST, when it has one. */
  key?: string;
  /** The request, as kept beside its key. */
  label: string;
  operationId: string;
}

/** Where the fake runs: the app itself (database) or the test server (memory). */
export interface FakeHost {
  keys: RapydKeys;
  now(): Date;
  /**
   * Runs one request's work as a unit whose answer is its `data`, at most once per idempotency
   * key: a repeated key gets the first answer back (`fresh` false), and a refused request keeps
   * nothing, so it may be retried with the same key. Notices go out once the work is kept.
   */
  once(unit: FakeUnit, work: (context: FakeContext) => Promise<unknown>): Promise<FakeOutcome>;
}

export interface FakeOutcome {
  answer: FakeAnswer;
  fresh: boolean;
}
