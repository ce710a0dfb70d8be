import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { events } from "./catalogue";
import { projects } from "./projects";
import { tenants } from "./tenants";

/**
 * Outbox of what booked customers must be told about a departure (delayed, cancelled). Rows are
 * written in the transaction that changes the event; delivery (email) marks them `delivered_at`.
 */
export const eventNotices = pgTable(
  "event_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** EventDelayed or EventCancelled. */
    kind: text("kind").notNull(),
    oldStartAt: timestamp("old_start_at", { withTimezone: true }).notNull(),
    /** The new start of a delay; null for a cancellation. */
    newStartAt: timestamp("new_start_at", { withTimezone: true }),
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("event_notices_event_idx").on(t.eventId),
    index("event_notices_undelivered_idx")
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
