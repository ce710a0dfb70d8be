import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants";
import { users } from "./users";

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    identifier: text("identifier").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    imageKey: text("image_key"),
    /** IANA zone of the project's departures; null follows the company's time zone. */
    timeZone: text("time_zone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    // Only live projects hold an identifier, so a deleted project's identifier can be reused.
    uniqueIndex("projects_tenant_identifier_idx")
      .on(t.tenantId, t.identifier)
      .where(sql`${t.deletedAt} is null`),
    index("projects_tenant_idx").on(t.tenantId),
  ],
);

export const projectMembers = pgTable(
  "project_members",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId, t.role] }),
    index("project_members_tenant_user_idx").on(t.tenantId, t.userId),
  ],
);

export const salesUnits = pgTable(
  "sales_units",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    channel: text("channel").notNull(),
    paymentMethods: jsonb("payment_methods").$type<string[]>().notNull(),
    receiptText: text("receipt_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sales_units_tenant_project_idx").on(t.tenantId, t.projectId)],
);
