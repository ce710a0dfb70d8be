import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Asset } from "@stund/shared/contracts/catalogue/schedules";
import type { ExperienceReference } from "@stund/shared/contracts/catalogue/sales-channel-settings";
import type { Executor } from "../../../db/database";
import { assets, bookings, experienceAssets, experiences, schedules } from "../../../db/schema/catalogue";
import { projects } from "../../../db/schema/projects";
import { tenants } from "../../../db/schema/tenants";

type AssetRow = typeof assets.$inferSelect;

export interface AssetValues {
  name: string;
  quantity: number;
  seatsPerUnit: number;
  description: string;
}

/** A pool is there while it is tenant-wide or its project is live. */
const liveProjectOrNone = or(isNull(assets.projectId), isNull(projects.deletedAt));

function toAsset(row: AssetRow, usedBy: ExperienceReference[]): Asset {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    quantity: row.quantity,
    seatsPerUnit: row.seatsPerUnit,
    description: row.description,
    usedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Experiences of live projects whose asset needs name each pool, by pool id. */
async function usedByOf(db: Executor, tenantId: string, assetIds: string[]) {
  const result = new Map<string, ExperienceReference[]>();
  if (assetIds.length === 0) return result;
  const rows = await db
    .select({
      assetId: experienceAssets.assetId,
      id: experiences.id,
      tag: experiences.tag,
      name: experiences.name,
    })
    .from(experienceAssets)
    .innerJoin(experiences, eq(experiences.id, experienceAssets.experienceId))
    .innerJoin(projects, eq(projects.id, experiences.projectId))
    .where(
      and(
        eq(experienceAssets.tenantId, tenantId),
        eq(experiences.tenantId, tenantId),
        isNull(projects.deletedAt),
        inArray(experienceAssets.assetId, assetIds),
      ),
    )
    .orderBy(asc(experiences.searchName), asc(experiences.id));
  for (const row of rows) {
    const list = result.get(row.assetId) ?? [];
    list.push({ id: row.id, tag: row.tag, name: row.name.EN });
    result.set(row.assetId, list);
  }
  return result;
}

async function withUsedBy(db: Executor, tenantId: string, rows: AssetRow[]): Promise<Asset[]> {
  const usedBy = await usedByOf(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAsset(row, usedBy.get(row.id) ?? []));
}

/** Every pool of the company: tenant-wide ones and those of live projects. */
export async function listTenantAssets(db: Executor, tenantId: string): Promise<Asset[]> {
  const rows = await db
    .select({ asset: assets })
    .from(assets)
    .leftJoin(projects, eq(projects.id, assets.projectId))
    .where(and(eq(assets.tenantId, tenantId), liveProjectOrNone))
    .orderBy(asc(assets.name), asc(assets.id));
  return withUsedBy(
    db,
    tenantId,
    rows.map((row) => row.asset),
  );
}

/** The project's own pools and the tenant-wide ones. */
export async function listProjectAssets(db: Executor, tenantId: string, projectId: string): Promise<Asset[]> {
  const rows = await db
    .select()
    .from(assets)
    .where(and(eq(assets.tenantId, tenantId), or(isNull(assets.projectId), eq(assets.projectId, projectId))))
    .orderBy(asc(assets.name), asc(assets.id));
  return withUsedBy(db, tenantId, rows);
}

/** The pool, unless it belongs to another tenant or to a deleted project; `lock` holds it until commit. */
export async function findAsset(
  db: Executor,
  tenantId: string,
  id: string,
  lock = false,
): Promise<AssetRow | undefined> {
  const query = db
    .select({ asset: assets })
    .from(assets)
    .leftJoin(projects, eq(projects.id, assets.projectId))
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, id), liveProjectOrNone))
    .limit(1);
  const rows = lock ? await query.for("update", { of: assets }) : await query;
  return rows[0]?.asset;
}

export async function assetWithUsedBy(db: Executor, tenantId: string, row: AssetRow): Promise<Asset> {
  return (await withUsedBy(db, tenantId, [row]))[0]!;
}

export async function insertAsset(
  db: Executor,
  tenantId: string,
  projectId: string | null,
  values: AssetValues,
): Promise<AssetRow> {
  const [row] = await db
    .insert(assets)
    .values({ ...values, tenantId, projectId })
    .returning();
  return row!;
}

export async function updateAssetRow(
  db: Executor,
  tenantId: string,
  id: string,
  values: AssetValues,
): Promise<AssetRow | undefined> {
  const [row] = await db
    .update(assets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, id)))
    .returning();
  return row;
}

export async function deleteAssetRow(db: Executor, tenantId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(assets)
    .where(and(eq(assets.tenantId, tenantId), eq(assets.id, id)))
    .returning({ id: assets.id });
  return rows.length > 0;
}

/**
 * What still points at a pool: needs of experiences and AssetType schedules (those of deleted
 * projects go with the pool), and bookings of rentals, which are kept for the record.
 */
export async function assetReferences(db: Executor, tenantId: string, id: string) {
  const [needs] = await db
    .select({ value: count() })
    .from(experienceAssets)
    .innerJoin(experiences, eq(experiences.id, experienceAssets.experienceId))
    .innerJoin(projects, eq(projects.id, experiences.projectId))
    .where(
      and(
        eq(experienceAssets.tenantId, tenantId),
        eq(experienceAssets.assetId, id),
        isNull(projects.deletedAt),
      ),
    );
  const [booked] = await db
    .select({ value: count() })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.assetId, id)));
  const [scheduled] = await db
    .select({ value: count() })
    .from(schedules)
    .leftJoin(projects, eq(projects.id, schedules.projectId))
    .where(
      and(
        eq(schedules.tenantId, tenantId),
        or(isNull(schedules.projectId), isNull(projects.deletedAt)),
        eq(schedules.kind, "AssetType"),
        sql`${schedules.rule}->>'assetId' = ${id}`,
      ),
    );
  return {
    experiences: needs?.value ?? 0,
    bookings: booked?.value ?? 0,
    schedules: scheduled?.value ?? 0,
  };
}

/** The zone a pool's dates read in: its project's, else the company's. */
export async function poolTimeZone(
  db: Executor,
  tenantId: string,
  projectId: string | null,
): Promise<string> {
  const [row] = await db
    .select({
      zone: sql<string>`coalesce(${projects.timeZone}, ${tenants.settings}->>'timeZone')`,
    })
    .from(tenants)
    .leftJoin(
      projects,
      projectId ? and(eq(projects.tenantId, tenants.id), eq(projects.id, projectId)) : sql`false`,
    )
    .where(eq(tenants.id, tenantId))
    .limit(1);
  return row?.zone ?? "UTC";
}
