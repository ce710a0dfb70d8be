import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./catalogue";
import { tenants } from "./tenants";

/** Pending: waiting for the job. Sent: accepted by the SMTP server. Stored: kept here, no SMTP configured. */
export type EmailStatus = "Pending" | "Sent" | "Stored" | "Failed";

/**
 * The transactional outbox of emails: a row is written in the same transaction as the business
 * change it reports, and a job delivers it later. The row is also the email log: what was sent
 * to whom, when, and why not.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Empty for an email about a person's own account (a sign-in warning), which no company owns. */
    tenantId: uuid("tenant_id").references(() => tenants.id, { onDelete: "cascade" }),
    /** Kept when the booking goes, so the log still shows the email. */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** What the email is about, e.g. BookingConfirmed; one of each kind per booking. */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    /** The company's sender name, shown before the platform's sending address. */
    fromName: text("from_name").notNull().default(""),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** An iCalendar attachment (text/calendar), when the email is about a dated departure. */
    ics: text("ics"),
    status: text("status").$type<EmailStatus>().notNull().default("Pending"),
    /** Delivery attempts started; a row is counted when it is claimed. */
    attempts: integer("attempts").notNull().default(0),
    /** When the job may pick the row up: now, after a retry delay, or after a claim's lease. */
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    /** The Message-ID header, derived from the row id so a resend is recognisable. */
    messageId: text("message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_outbox_due_idx")
      .on(t.availableAt)
      .where(sql`${t.status} = 'Pending'`),
    uniqueIndex("email_outbox_booking_kind_idx").on(t.bookingId, t.kind),
    index("email_outbox_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);
