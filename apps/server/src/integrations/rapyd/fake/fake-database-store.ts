import type { Executor } from "../../../db/database";
import * as rows from "./fake.repository";
import type { FakeHostedPages, FakeStore } from "./fake-store";
import {
  cardOfRow,
  cardPageOfRow,
  cardPageRow,
  checkoutOfRow,
  checkoutRow,
  customerOfRow,
  paymentOfRow,
  paymentRow,
} from "./fake-wire";
import { cardObject } from "./fake-objects";

/**
 * The app sandbox's account in its own tables, so its processes share it and a restart keeps it.
 * It keeps no payment links or refunds: plan billing, which it serves, uses neither.
 */
export function databaseFakeStore(ex: Executor, pages: FakeHostedPages): FakeStore {
  return {
    async insertCustomer(customer) {
      const { id, name, email, metadata } = customer;
      await rows.insertCustomer(ex, { id, name, email, metadata });
    },
    async findCustomer(id) {
      const row = await rows.findCustomer(ex, id);
      return row && customerOfRow(row);
    },
    async saveDefaultCard(card) {
      await rows.saveDefaultPaymentMethod(ex, card);
    },
    async findCard(id) {
      const row = await rows.findPaymentMethod(ex, id);
      return row && cardOfRow(row);
    },
    async listCards(customer) {
      const methods = await rows.listPaymentMethods(ex, customer.id, customer.default_payment_method || null);
      return methods.map((row) => cardObject(cardOfRow(row)));
    },
    async insertCheckout(checkout) {
      await rows.insertCheckout(ex, checkoutRow(checkout));
    },
    async findCheckout(id) {
      const row = await rows.findCheckout(ex, id);
      return row && checkoutOfRow(row, await rows.latestPaymentOfCheckout(ex, id), pages);
    },
    closeCheckout: (id, status, paymentId) => rows.closeCheckout(ex, id, status, paymentId ?? null),
    async insertCardPage(page) {
      await rows.insertCardPage(ex, cardPageRow(page));
    },
    async findCardPage(id) {
      const row = await rows.findCardPage(ex, id);
      return row && cardPageOfRow(row, pages);
    },
    completeCardPage: (id, paymentMethodId) => rows.completeCardPage(ex, id, paymentMethodId),
    async insertPayment(payment, checkoutId) {
      await rows.insertPayment(ex, paymentRow(payment, checkoutId));
    },
    async findPayment(id) {
      const row = await rows.findPayment(ex, id);
      if (!row) return undefined;
      const method = row.paymentMethodId ? await rows.findPaymentMethod(ex, row.paymentMethodId) : undefined;
      return paymentOfRow(row, method);
    },
    async listPayments(reference, limit) {
      return (await rows.listPayments(ex, reference, limit)).map((row) => paymentOfRow(row));
    },
  };
}
