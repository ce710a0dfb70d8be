import { and, desc, eq, sql } from "drizzle-orm";
import type { PlatformDocumentType } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import { documentAcceptances, platformDocuments } from "../../../db/schema/users";

export async function findLatestDocument(db: Database, type: PlatformDocumentType) {
  const rows = await db
    .select()
    .from(platformDocuments)
    .where(eq(platformDocuments.type, type))
    .orderBy(desc(platformDocuments.version))
    .limit(1);
  return rows[0];
}

export async function hasAccepted(
  db: Database,
  userId: string,
  type: PlatformDocumentType,
  version: number,
): Promise<boolean> {
  const rows = await db
    .select({ version: documentAcceptances.version })
    .from(documentAcceptances)
    .where(
      and(
        eq(documentAcceptances.userId, userId),
        eq(documentAcceptances.type, type),
        eq(documentAcceptances.version, version),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertAcceptance(
  db: Database,
  row: { userId: string; type: PlatformDocumentType; version: number },
): Promise<void> {
  await db.insert(documentAcceptances).values(row).onConflictDoNothing();
}

/**
 * Publishes the version after the latest in one statement. Returns nothing when another
 * publication took the same version number first.
 */
export async function insertNextVersion(
  db: Database,
  row: { type: PlatformDocumentType; content: string; publishedBy: string | null },
) {
  const [created] = await db
    .insert(platformDocuments)
    .values({
      ...row,
      version: sql`(select coalesce(max(${platformDocuments.version}), 0) + 1 from ${platformDocuments} where ${platformDocuments.type} = ${row.type})`,
    })
    .onConflictDoNothing()
    .returning();
  return created;
}

/** Writes version 1 unless it exists; later versions are left alone. */
export async function insertFirstVersionIfMissing(
  db: Database,
  type: PlatformDocumentType,
  content: string,
): Promise<void> {
  await db.insert(platformDocuments).values({ type, version: 1, content }).onConflictDoNothing();
}
