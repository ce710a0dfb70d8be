import { index, integer, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * State of the built-in stand-in for Rapyd (integrations/rapyd/fake). Kept in the database so
 * that several server processes, and a restart, see the same customers, pages and payments.
 */
const amount = () => numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const rapydFakeCustomers = pgTable("rapyd_fake_customers", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  defaultPaymentMethodId: text("default_payment_method_id"),
  createdAt: createdAt(),
});

/** Saved cards: only the brand, last four digits and expiry, as a real provider keeps them. */
export const rapydFakePaymentMethods = pgTable(
  "rapyd_fake_payment_methods",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    /** Which test card this is, so a later charge succeeds or declines as that card would. */
    testCard: text("test_card").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rapyd_fake_payment_methods_customer_idx").on(t.customerId)],
);

export const rapydFakeCheckouts = pgTable("rapyd_fake_checkouts", {
  id: text("id").primaryKey(),
  amount: amount(),
  currency: text("currency").notNull(),
  country: text("country").notNull(),
  customerId: text("customer_id"),
  merchantReferenceId: text("merchant_reference_id"),
  description: text("description").notNull(),
  completeUrl: text("complete_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  /** NEW until paid, then DON. */
  status: text("status").notNull(),
  paymentId: text("payment_id"),
  createdAt: createdAt(),
});

export const rapydFakeCardPages = pgTable("rapyd_fake_card_pages", {
  id: text("id").primaryKey(),
  customerId: text("customer_id").notNull(),
  country: text("country").notNull(),
  merchantReferenceId: text("merchant_reference_id"),
  completeUrl: text("complete_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status").notNull(),
  paymentMethodId: text("payment_method_id"),
  createdAt: createdAt(),
});

export const rapydFakePayments = pgTable(
  "rapyd_fake_payments",
  {
    id: text("id").primaryKey(),
    amount: amount(),
    currency: text("currency").notNull(),
    customerId: text("customer_id"),
    /** CLO when collected, ERR when declined. */
    status: text("status").notNull(),
    merchantReferenceId: text("merchant_reference_id"),
    description: text("description").notNull(),
    paymentMethodId: text("payment_method_id"),
    checkoutId: text("checkout_id"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("rapyd_fake_payments_checkout_idx").on(t.checkoutId)],
);

/** The first answer to each idempotency key, returned again for a repeated key. */
export const rapydFakeIdempotency = pgTable("rapyd_fake_idempotency", {
  key: text("key").primaryKey(),
  request: text("request").notNull(),
  httpStatus: integer("http_status"),
  response: text("response"),
  createdAt: createdAt(),
});

/** Webhooks to send; a failed delivery is tried again later, by whichever process gets to it. */
export const rapydFakeWebhookDeliveries = pgTable(
  "rapyd_fake_webhook_deliveries",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The exact body; it is signed afresh at each attempt with that attempt's timestamp. */
    body: text("body").notNull(),
    /** PENDING until a 2xx answer (DELIVERED) or the last attempt failed (FAILED). */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While set and in the future, one process is sending it. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("rapyd_fake_webhook_deliveries_due_idx").on(t.status, t.nextAttemptAt)],
);
