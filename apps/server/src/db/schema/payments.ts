import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Broker notices as they arrived, one row per provider event: a notice delivered twice is
 * stored once and applied once, whatever order notices come in.
 */
export const paymentWebhookInbox = pgTable(
  "payment_webhook_inbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    eventKey: text("event_key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    outcome: text("outcome"),
  },
  (t) => [
    uniqueIndex("payment_webhook_inbox_event_idx").on(t.provider, t.eventKey),
    index("payment_webhook_inbox_unprocessed_idx").on(t.receivedAt),
  ],
);

/**
 * The built-in sandbox broker's own ledger: what its hosted test page charged and refunded.
 * It stands apart from our bookings as a real broker's records would, so reconciliation can ask it.
 */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Our payment transaction this checkout was opened for (the merchant reference). */
  merchantReference: uuid("merchant_reference").notNull().unique(),
  amount: integer("amount").notNull(),
  currency: text("currency").notNull(),
  description: text("description").notNull(),
  returnUrl: text("return_url").notNull(),
  /** Open, Paid, Declined, Expired. */
  status: text("status").notNull().default("Open"),
  refunded: integer("refunded").notNull().default(0),
  /** A "late" card: the notice of success is sent only after this moment. */
  notifyAfter: timestamp("notify_after", { withTimezone: true }),
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One row: the sandbox broker's secret for signing its notices, made when the table is. */
export const sandboxMerchant = pgTable("sandbox_merchant", {
  id: integer("id").primaryKey().default(1),
  webhookSecret: text("webhook_secret").notNull(),
});
