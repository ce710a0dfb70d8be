import { eq } from "drizzle-orm";
import type { Executor } from "../db/database";
import { storedFiles } from "../db/schema/files";

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

export async function findFile(db: Executor, key: string) {
  const rows = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
  return rows[0];
}

export async function deleteFile(db: Executor, key: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.key, key));
}
