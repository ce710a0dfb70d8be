import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { billingCustomers, invoiceLines, invoices } from "../../../db/schema/billing";
import { subscriptions } from "../../../db/schema/tenants";
import type { TestApp } from "../../../../test/test-app";
import { signedInClient } from "../../../../test/test-app";
import type { RapydClient, RapydPayment } from "../../../integrations/rapyd/rapyd-client";
import { RapydError } from "../../../integrations/rapyd/rapyd-errors";
import { createTenantAs } from "../../../../test/fixtures/tenant-test-factory";

/** Test support for the job tests: a billing provider that answers as told, and companies in a chosen state. */

export type ChargeAnswer = "paid" | "declined" | "unreachable";

export interface ChargeCall {
  customer: string;
  amount: number;
  merchantReferenceId: string;
  idempotencyKey: string;
}

/** Charges answer from `answers` per customer, in order; paid once a customer's list runs out. */
export function scriptedRapyd(answers: Map<string, ChargeAnswer[]> = new Map()) {
  const calls: ChargeCall[] = [];
  const unused = () => {
    throw new Error("not used by the jobs");
  };
  const client: RapydClient = {
    createCustomer: unused,
    createCheckout: unused,
    getCheckout: unused,
    createCardSaveSession: unused,
    getPayment: unused,
    listPaymentMethods: unused,
    async chargeCustomer(input, idempotencyKey) {
      calls.push({ ...input, idempotencyKey });
      // Let other runs interleave, as a real network call would.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const answer = answers.get(input.customer)?.shift() ?? "paid";
      if (answer === "unreachable") throw new RapydError("NETWORK_ERROR", "connect ECONNREFUSED", null, 0);
      const payment: RapydPayment = {
        id: `payment_${randomUUID().replace(/-/g, "")}`,
        status: answer === "paid" ? "CLO" : "ERR",
        amount: input.amount,
        currency: "EUR",
        merchantReferenceId: input.merchantReferenceId,
        failureMessage: answer === "paid" ? null : "Card declined",
        paymentMethodId: "card_test",
      };
      return payment;
    },
  };
  return {
    client,
    calls,
    answers,
    callsFor: (customer: string) => calls.filter((c) => c.customer === customer),
  };
}

/** A company whose subscription is set as given, with a customer (and so a card) at the provider. */
export async function companyWithSubscription(
  t: TestApp,
  values: Partial<typeof subscriptions.$inferInsert>,
  options: { withCustomer?: boolean } = {},
) {
  const owner = await signedInClient(t.app);
  const tenant = await createTenantAs(owner);
  await t.app.db
    .update(subscriptions)
    .set({ catalogueVersion: 1, ...values })
    .where(eq(subscriptions.tenantId, tenant.id));
  const customer = `cus_${randomUUID().replace(/-/g, "")}`;
  if (options.withCustomer !== false) {
    await t.app.db.insert(billingCustomers).values({ tenantId: tenant.id, rapydCustomerId: customer });
  }
  return { owner, tenant, customer, api: `/${tenant.identifier}/api` };
}

export async function subscriptionNow(db: Database, tenantId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId));
  return row!;
}

export async function invoicesOf(db: Database, tenantId: string) {
  const rows = await db.select().from(invoices).where(eq(invoices.tenantId, tenantId));
  const lines = await db.select().from(invoiceLines);
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.invoiceId === row.id) }));
}

export const hours = (n: number) => n * 60 * 60 * 1000;
export const later = (date: Date, ms: number) => new Date(date.getTime() + ms);
