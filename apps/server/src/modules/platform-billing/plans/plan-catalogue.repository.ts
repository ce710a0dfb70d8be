import { desc, eq } from "drizzle-orm";
import type { TierModel } from "@stund/shared/contracts/billing";
import type { Executor } from "../../../db/database";
import { planCatalogueVersions } from "../../../db/schema/plans";

export type CatalogueRow = typeof planCatalogueVersions.$inferSelect;

export async function findLatestCatalogue(db: Executor): Promise<CatalogueRow | undefined> {
  const rows = await db
    .select()
    .from(planCatalogueVersions)
    .orderBy(desc(planCatalogueVersions.version))
    .limit(1);
  return rows[0];
}

export async function findCatalogueVersion(db: Executor, version: number): Promise<CatalogueRow | undefined> {
  const rows = await db
    .select()
    .from(planCatalogueVersions)
    .where(eq(planCatalogueVersions.version, version))
    .limit(1);
  return rows[0];
}

/** Returns nothing when the version is already taken (the first seeding, or a concurrent edit). */
export async function insertCatalogueVersion(
  db: Executor,
  row: { version: number; tiers: TierModel[]; publishedBy: string | null },
): Promise<CatalogueRow | undefined> {
  const [created] = await db.insert(planCatalogueVersions).values(row).onConflictDoNothing().returning();
  return created;
}
