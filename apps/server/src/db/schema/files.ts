import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Uploaded images (logos, project and user pictures). Kept in the database so that every
 * server process sees them and a crash cannot leave a row without its file.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    key: uuid("key").primaryKey().defaultRandom(),
    /** Null for a user's own picture, which belongs to no tenant. */
    tenantId: uuid("tenant_id"),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    content: text("content_base64").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stored_files_tenant_idx").on(t.tenantId)],
);
