import { and, eq, inArray, isNull, or } from "drizzle-orm";
import type { Executor } from "../../../db/database";
import { assets } from "../../../db/schema/catalogue";
import { storedFiles } from "../../../db/schema/files";
import { tenants } from "../../../db/schema/tenants";
import type { ProjectKey } from "./experience.repository";

/** The channels the company sells on (company settings → sales channels). */
export async function findEnabledChannels(db: Executor, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ channels: tenants.salesChannels })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return rows[0]?.channels ?? [];
}

/** Of the given asset ids, those the project may use: its own pools and the tenant-wide ones. */
export async function findUsableAssetIds(
  db: Executor,
  key: ProjectKey,
  assetIds: string[],
): Promise<Set<string>> {
  if (assetIds.length === 0) return new Set();
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.tenantId, key.tenantId),
        inArray(assets.id, assetIds),
        or(isNull(assets.projectId), eq(assets.projectId, key.projectId)),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Of the given file keys (uuids), those that are images stored for the tenant (originals, not their copies). */
export async function findTenantImageKeys(
  db: Executor,
  tenantId: string,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: storedFiles.key, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(
      and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.key, keys), isNull(storedFiles.variantOf)),
    );
  return new Set(rows.filter((row) => row.contentType.startsWith("image/")).map((row) => row.key));
}
