import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants";

/**
 * Per-booking platform fees: an accrual when a booking is confirmed, a reversal for each refund.
 * Amounts are signed (reversals negative) in the booking's currency, so a period's fees are a sum.
 */
export const bookingFees = pgTable(
  "booking_fees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** The booking's own reference; bookings live in another feature and may be archived. */
    bookingId: text("booking_id").notNull(),
    kind: text("kind").$type<"accrual" | "reversal">().notNull(),
    /** Empty for the accrual; the refund's reference for a reversal, so each refund reverses once. */
    refundId: text("refund_id").notNull().default(""),
    bookingTotal: numeric("booking_total", { precision: 14, scale: 2, mode: "number" }).notNull(),
    refundedAmount: numeric("refunded_amount", { precision: 14, scale: 2, mode: "number" }),
    currency: text("currency").notNull(),
    feePercent: numeric("fee_percent", { precision: 7, scale: 4, mode: "number" }).notNull(),
    feeAmount: numeric("fee_amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("booking_fees_booking_kind_refund_idx").on(t.tenantId, t.bookingId, t.kind, t.refundId),
    index("booking_fees_tenant_occurred_idx").on(t.tenantId, t.occurredAt),
  ],
);
