import { timestamp, uuid } from "drizzle-orm/pg-core";
import { tenants } from "./tenants";

/** The owning company of a tenant-owned row; its rows go with it. */
export const tenantId = () =>
  uuid("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
