import { randomUUID } from "node:crypto";
import { and, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../db/database";
import { storedFiles } from "../db/schema/files";
import type { ImageWithVariants } from "./image-variants";

export async function insertFile(
  db: Executor,
  row: { tenantId: string | null; contentType: string; bytes: Buffer },
) {
  const [created] = await db
    .insert(storedFiles)
    .values({
      tenantId: row.tenantId,
      contentType: row.contentType,
      size: row.bytes.length,
      content: row.bytes.toString("base64"),
    })
    .returning({ key: storedFiles.key });
  return created!.key;
}

/**
 * An original with its size and its smaller copies, in one statement: none is stored without the
 * others. Returns the original's key.
 */
export async function insertImageWithVariants(
  db: Executor,
  row: { tenantId: string | null; contentType: string; bytes: Buffer; image: ImageWithVariants },
): Promise<string> {
  const key = randomUUID();
  const file = (contentType: string, bytes: Buffer) => ({
    tenantId: row.tenantId,
    contentType,
    size: bytes.length,
    content: bytes.toString("base64"),
  });
  await db.insert(storedFiles).values([
    { key, ...file(row.contentType, row.bytes), width: row.image.width, height: row.image.height },
    ...row.image.variants.map((variant) => ({
      ...file(variant.contentType, variant.bytes),
      width: variant.width,
      height: variant.height,
      variantOf: key,
    })),
  ]);
  return key;
}

/** What is known of a stored image and its copies, without their bytes. */
export interface ImageFileInfo {
  key: string;
  contentType: string;
  width: number | null;
  height: number | null;
  /** The original's key for a copy; null for an original. */
  variantOf: string | null;
}

/** The tenant's files among `keys` and every copy of them. */
export async function findImageFiles(
  db: Executor,
  tenantId: string,
  keys: string[],
): Promise<ImageFileInfo[]> {
  if (keys.length === 0) return [];
  return db
    .select({
      key: storedFiles.key,
      contentType: storedFiles.contentType,
      width: storedFiles.width,
      height: storedFiles.height,
      variantOf: storedFiles.variantOf,
    })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.tenantId, tenantId),
        or(inArray(storedFiles.key, keys), inArray(storedFiles.variantOf, keys)),
      ),
    );
}

export async function findFile(db: Executor, key: string) {
  const rows = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return rows[0];
}

export async function deleteFile(db: Executor, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}
