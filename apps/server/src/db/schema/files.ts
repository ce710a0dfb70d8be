import { type AnyPgColumn, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Uploaded images (logos, project and user pictures, experience images). Kept in the database so
 * that every server process sees them and a crash cannot leave a row without its file.
 *
 * An experience image is stored with smaller copies made once at upload (AVIF and WebP at the
 * widths cards and heroes show): each copy is a file of its own whose `variantOf` is the original's
 * key, and goes when the original goes. A key never changes content, so files are cached for good.
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
    /** In pixels, upright; null for files stored before sizes were recorded and for logos. */
    width: integer("width"),
    height: integer("height"),
    /** The original this file is a smaller copy of; null for an original. */
    variantOf: uuid("variant_of").references((): AnyPgColumn => storedFiles.key, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stored_files_tenant_idx").on(t.tenantId),
    index("stored_files_variant_of_idx").on(t.variantOf),
  ],
);
