import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants";

/** The tenant's customer at the billing provider; created once, under an idempotency key. */
export const billingCustomers = pgTable("billing_customers", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  rapydCustomerId: text("rapyd_customer_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const checkoutStatuses = ["pending", "failed", "expired", "completed"] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** A first purchase on a hosted checkout page; its id is the merchant reference sent to Rapyd. */
export const subscriptionCheckouts = pgTable(
  "subscription_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    tier: text("tier").notNull(),
    catalogueVersion: integer("catalogue_version").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status").$type<CheckoutStatus>().notNull().default("pending"),
    rapydCheckoutId: text("rapyd_checkout_id"),
    rapydPaymentId: text("rapyd_payment_id"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [index("subscription_checkouts_tenant_idx").on(t.tenantId, t.status)],
);

export const invoiceStatuses = ["draft", "open", "paid", "failed", "void"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceKinds = ["purchase", "upgrade", "renewal"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/** What the platform billed a tenant; one row per purchase, upgrade or renewal. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Gives the human invoice number; never reused. */
    sequence: integer("sequence").notNull().unique().generatedAlwaysAsIdentity(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    /** The tier the invoice pays for; applying a paid invoice moves the subscription to it. */
    tier: text("tier").notNull(),
    catalogueVersion: integer("catalogue_version").notNull(),
    status: text("status").$type<InvoiceStatus>().notNull(),
    currency: text("currency").notNull().default("EUR"),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Derived from our own ids (docs/brokers.md §1.4); a second attempt to bill the same thing finds this row. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    rapydPaymentId: text("rapyd_payment_id"),
    failureMessage: text("failure_message"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [index("invoices_tenant_paid_idx").on(t.tenantId, t.paidAt)],
);

export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [index("invoice_lines_invoice_idx").on(t.invoiceId, t.position)],
);

/**
 * Every verified Rapyd webhook, keyed by its event id (docs/brokers.md §4.5): the insert and the state
 * change commit together, so a redelivered event finds its row and changes nothing.
 */
export const rapydWebhookInbox = pgTable("rapyd_webhook_inbox", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  outcome: text("outcome").notNull(),
});
