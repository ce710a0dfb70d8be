import { integer, jsonb, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import type { TierModel } from "@stund/shared/contracts/billing";
import { users } from "./users";

/**
 * The plans catalogue, one row per version; the newest is current. Old versions stay, because a
 * subscription keeps the terms of the version it was bought on until its period ends.
 */
export const planCatalogueVersions = pgTable("plan_catalogue_versions", {
  version: integer("version").primaryKey(),
  tiers: jsonb("tiers").$type<TierModel[]>().notNull(),
  publishedBy: uuid("published_by").references(() => users.id, { onDelete: "set null" }),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});
