import { numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { experiences } from "./catalogue";
import { tenants } from "./tenants";

const tenantId = () =>
  uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

/**
 * A company's payment settings. The currency lives in the tenant settings only, and the spec's
 * broker value is mirrored there (read by the alert banner); this row tells Sandbox from None.
 */
export const paymentSettings = pgTable("payment_settings", {
  tenantId: tenantId().primaryKey(),
  /** Sandbox, Rapyd, ValitorPay, Teya, Straumur or None. */
  broker: text("broker").notNull(),
  /** Unknown, Daily, PerTransaction or Manual. */
  payoutTiming: text("payout_timing").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Per experience, the VAT rate that replaces its ticket categories' own rates. */
export const paymentVatOverrides = pgTable(
  "payment_vat_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: tenantId(),
    experienceId: uuid("experience_id")
      .notNull()
      .references(() => experiences.id, { onDelete: "cascade" }),
    /** Percent, e.g. 11 or 24. */
    rate: numeric("rate", { precision: 5, scale: 2, mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("payment_vat_overrides_tenant_experience_idx").on(t.tenantId, t.experienceId)],
);

/**
 * The active broker's credentials, one row per field, each value encrypted with AES-256-GCM
 * (`v1:iv:tag:ciphertext`, bound to tenant, broker and field). The hint is all that is ever shown.
 */
export const paymentCredentials = pgTable(
  "payment_credentials",
  {
    tenantId: tenantId(),
    field: text("field").notNull(),
    broker: text("broker").notNull(),
    ciphertext: text("ciphertext").notNull(),
    hint: text("hint").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.field] })],
);
