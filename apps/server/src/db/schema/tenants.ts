import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { BillingInfo, CompanyInfo, TenantSettings } from "@stund/shared/contracts/tenants";
import { users } from "./users";

export const tenants = pgTable("tenants", {
  id: uuid("id").primaryKey().defaultRandom(),
  identifier: text("identifier").notNull().unique(),
  name: text("name").notNull(),
  companyInfo: jsonb("company_info").$type<CompanyInfo>().notNull(),
  billingInfo: jsonb("billing_info").$type<BillingInfo>().notNull(),
  settings: jsonb("settings").$type<TenantSettings>().notNull(),
  logoKey: text("logo_key"),
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  isDeleted: boolean("is_deleted").notNull().default(false),
  deletedAt: timestamp("deleted_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Tenant-level roles of a user (Owner, Application Administrator, …). */
export const tenantMembers = pgTable(
  "tenant_members",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.role] }),
    index("tenant_members_user_idx").on(t.userId),
  ],
);

export const tenantPolicies = pgTable(
  "tenant_policies",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    content: text("content").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.type] })],
);

/** The tenant's platform subscription; the billing issue adds its life cycle. */
export const subscriptions = pgTable("subscriptions", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  tier: text("tier").notNull(),
  status: text("status").notNull(),
  billingStartDate: timestamp("billing_start_date", { withTimezone: true }).notNull(),
  billingEndDate: timestamp("billing_end_date", { withTimezone: true }).notNull(),
  cancellationDate: timestamp("cancellation_date", { withTimezone: true }),
  unsubscribeDate: timestamp("unsubscribe_date", { withTimezone: true }),
});
