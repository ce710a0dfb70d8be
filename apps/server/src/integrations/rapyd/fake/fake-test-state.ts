import type {
  RapydCardPageObject,
  RapydCheckoutObject,
  RapydCustomerObject,
  RapydPaymentLinkObject,
  RapydPaymentObject,
  RapydRefundObject,
} from "../rapyd-objects";
import { cardObject } from "./fake-objects";
import type { FakeCard, FakeStore } from "./fake-store";

/** Everything one Rapyd account of the test server holds, in memory, for a test to look at. */
export interface RapydFakeState {
  customers: Map<string, RapydCustomerObject>;
  cards: Map<string, FakeCard>;
  cardPages: Map<string, RapydCardPageObject>;
  checkouts: Map<string, RapydCheckoutObject>;
  links: Map<string, RapydPaymentLinkObject>;
  payments: Map<string, RapydPaymentObject>;
  refunds: Map<string, RapydRefundObject>;
  /** The sandbox completes card refunds at once; "Pending" tries the two-step flow. */
  refundStatus: RapydRefundObject["status"];
  now: () => Date;
}

export function emptyState(now: () => Date = () => new Date()): RapydFakeState {
  return {
    customers: new Map(),
    cards: new Map(),
    cardPages: new Map(),
    checkouts: new Map(),
    links: new Map(),
    payments: new Map(),
    refunds: new Map(),
    refundStatus: "Completed",
    now,
  };
}

/** The state as the fake's store: objects are kept as they are, so a test sees what the fake answers. */
export function memoryFakeStore(state: RapydFakeState): FakeStore {
  return {
    async insertCustomer(customer) {
      state.customers.set(customer.id, customer);
    },
    findCustomer: async (id) => state.customers.get(id),
    async saveDefaultCard(card) {
      state.cards.set(card.id, card);
      const customer = state.customers.get(card.customerId);
      if (customer) customer.default_payment_method = card.id;
    },
    findCard: async (id) => state.cards.get(id),
    async listCards(customer) {
      const cards = [...state.cards.values()].filter((card) => card.customerId === customer.id).reverse();
      const isDefault = (card: FakeCard) => (card.id === customer.default_payment_method ? 0 : 1);
      return cards.sort((a, b) => isDefault(a) - isDefault(b)).map(cardObject);
    },
    async insertCheckout(checkout) {
      state.checkouts.set(checkout.id, checkout);
    },
    findCheckout: async (id) => state.checkouts.get(id),
    async closeCheckout(id, status) {
      const checkout = state.checkouts.get(id);
      if (checkout?.status !== "NEW") return false;
      checkout.status = status;
      return true;
    },
    async insertCardPage(page) {
      state.cardPages.set(page.id, page);
    },
    findCardPage: async (id) => state.cardPages.get(id),
    async completeCardPage(id, paymentMethodId) {
      const page = state.cardPages.get(id);
      if (page?.status !== "NEW") return false;
      page.status = "DON";
      page.payment_method = paymentMethodId;
      return true;
    },
    async insertPayment(payment, checkoutId) {
      state.payments.set(payment.id, payment);
      const checkout = checkoutId ? state.checkouts.get(checkoutId) : undefined;
      if (checkout) checkout.payment = payment;
    },
    findPayment: async (id) => state.payments.get(id),
    async listPayments(reference, limit) {
      return [...state.payments.values()]
        .filter((payment) => reference === null || payment.merchant_reference_id === reference)
        .reverse()
        .slice(0, limit);
    },
    links: {
      async insert(link) {
        state.links.set(link.id, link);
      },
      find: async (id) => state.links.get(id),
    },
    refunds: {
      newStatus: () => state.refundStatus,
      async insert(refund) {
        state.refunds.set(refund.id, refund);
      },
      find: async (id) => state.refunds.get(id),
      async setRefunded(paymentId, refundedAmount, refunded) {
        const payment = state.payments.get(paymentId);
        if (payment) Object.assign(payment, { refunded_amount: refundedAmount, refunded });
      },
    },
  };
}
