import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
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
  /** Sales channels the company sells on (spec enum). */
  salesChannels: jsonb("sales_channels")
    .$type<string[]>()
    .notNull()
    .default(["Public", "Web", "Kiosk", "Private", "Agent"]),
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  /** An Owner's rule: every staff member signs in with a second factor. */
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
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

/**
 * The tenant's platform subscription: our database is the source of truth for the tier and the
 * period; Rapyd only holds the customer, the card and the payments.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    tenantId: uuid("tenant_id")
      .primaryKey()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** Stable id used in idempotency keys sent to the billing provider. */
    id: uuid("id").notNull().unique().defaultRandom(),
    tier: text("tier").notNull(),
    status: text("status").notNull(),
    billingStartDate: timestamp("billing_start_date", { withTimezone: true }).notNull(),
    billingEndDate: timestamp("billing_end_date", { withTimezone: true }).notNull(),
    cancellationDate: timestamp("cancellation_date", { withTimezone: true }),
    unsubscribeDate: timestamp("unsubscribe_date", { withTimezone: true }),
    /** The catalogue version whose prices hold for the current period; null on a trial. */
    catalogueVersion: integer("catalogue_version"),
    /** A downgrade waiting for the end of the period. */
    pendingTier: text("pending_tier"),
    pendingWhenToProcess: timestamp("pending_when_to_process", { withTimezone: true }),
    /** Failed renewal charges of the current period, and when the next one is due. */
    renewalAttempts: integer("renewal_attempts").notNull().default(0),
    nextRenewalAttemptAt: timestamp("next_renewal_attempt_at", { withTimezone: true }),
    /** A job that calls the billing provider holds the row until then, so no other process charges it. */
    jobLeaseUntil: timestamp("job_lease_until", { withTimezone: true }),
  },
  (t) => [index("subscriptions_billing_end_idx").on(t.status, t.billingEndDate)],
);
