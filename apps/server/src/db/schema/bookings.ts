import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Bilingual } from "@stund/shared/contracts/catalogue/common";
import { bookings } from "./catalogue";
import { createdAt, tenantId } from "./columns";

const bookingId = () =>
  uuid("booking_id")
    .notNull()
    .references(() => bookings.id, { onDelete: "cascade" });

/** A booking's tickets per category, with the price and VAT rate of the moment it was made. */
export const bookingItems = pgTable(
  "booking_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    bookingId: bookingId(),
    ticketCategoryId: uuid("ticket_category_id").notNull(),
    name: jsonb("name").$type<Bilingual>().notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: integer("unit_price").notNull(),
    vatRate: doublePrecision("vat_rate").notNull(),
  },
  (t) => [index("booking_items_booking_idx").on(t.bookingId)],
);

/** Everything that happened to a booking: who, what, when. */
export const bookingHistory = pgTable(
  "booking_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    bookingId: bookingId(),
    at: createdAt(),
    /** Staff user, or null for the customer, an agent or the system (see `actorKind`). */
    actorUserId: uuid("actor_user_id"),
    actorKind: text("actor_kind").notNull(),
    action: text("action").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("booking_history_booking_idx").on(t.bookingId, t.at)],
);

/** Every payment attempt and every refund, each with its broker's reference. */
export const paymentTransactions = pgTable(
  "payment_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    bookingId: bookingId(),
    kind: text("kind").$type<"Payment" | "Refund">().notNull(),
    broker: text("broker").notNull(),
    method: text("method").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    result: text("result").notNull(),
    brokerReference: text("broker_reference"),
    /** Where the customer pays: our /pay/{id} address, which opens the broker's page. */
    paymentUrl: text("payment_url"),
    /** The broker's id of the checkout or link this payment was opened as. */
    checkoutReference: text("checkout_reference"),
    /** How the customer was sent to the broker, kept so a second visit reuses the same checkout. */
    checkout: jsonb("checkout").$type<Record<string, unknown>>(),
    /** Where the customer returns after the broker's page. */
    returnUrl: text("return_url"),
    refundReason: text("refund_reason"),
    /** For a refund: the payment it gives back (a broker refunds against one payment). */
    refundOf: uuid("refund_of"),
    note: text("note").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_transactions_booking_idx").on(t.bookingId),
    uniqueIndex("payment_transactions_broker_reference_idx").on(t.broker, t.brokerReference),
    index("payment_transactions_checkout_idx").on(t.broker, t.checkoutReference),
    index("payment_transactions_pending_idx").on(t.result, t.createdAt),
  ],
);

/**
 * Answers of create and confirm calls by their Idempotency-Key: a retry gets the first answer
 * back, the same key with another body is refused, and a key still being worked on answers 409.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    tenantId: tenantId(),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    response: jsonb("response"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.scope, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
