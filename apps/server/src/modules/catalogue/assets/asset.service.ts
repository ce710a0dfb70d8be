import type { z } from "zod";
import type { Asset, assetBodySchema } from "@stund/shared/contracts/catalogue/schedules";
import { errorCodes } from "@stund/shared/contracts/problem";
import type { Database, Executor } from "../../../db/database";
import { AppError, badRequest, conflict, notFound } from "../../../http/errors";
import { assertSection } from "../../access/access/tenant-access.hooks";
import { assertQuantityCoversUse } from "./asset-quantity";
import {
  assetReferences,
  assetWithUsedBy,
  deleteAssetRow,
  findAsset,
  insertAsset,
  listProjectAssets,
  listTenantAssets,
  updateAssetRow,
  type AssetValues,
} from "./asset.repository";
import { projectIdOf, recordSettingsActivity, tenantIdOf, type SettingsPlace } from "./settings-place";

type AssetBody = z.output<typeof assetBodySchema>;

export const assetNotFoundTitle = "Asset not found";
export const projectPoolFromTenantTitle = "Add a project's pool in that project's settings";
export const poolStaysInProjectTitle = "A pool stays in the project it was made for";
export const sharedPoolTitle = "This pool is shared by the whole company: change it in the company settings";
export const usedByExperiencesTitle = "The asset is used by experiences: remove it from them first";
export const usedBySchedulesTitle = "The asset is used by schedules: remove it from them first";
export const hasBookingsTitle = "The asset has bookings: it can no longer be deleted";

const valuesOf = (body: AssetBody): AssetValues => ({
  name: body.name,
  quantity: body.quantity,
  seatsPerUnit: body.seatsPerUnit,
  description: body.description,
});

/**
 * The pool as the caller may change it. From a project: only that project's own pools (a
 * tenant-wide one is refused, another project's is not there). From the company settings: any
 * pool, a project's one only with asset access in that project.
 */
async function openPool(tx: Executor, place: SettingsPlace, id: string) {
  const pool = await findAsset(tx, tenantIdOf(place), id, true);
  if (!pool) throw notFound(assetNotFoundTitle);
  if (place.level === "project") {
    if (pool.projectId === null)
      throw new AppError(403, sharedPoolTitle, { errorCode: errorCodes.notAuthorized });
    if (pool.projectId !== place.scope.projectId) throw notFound(assetNotFoundTitle);
  } else if (pool.projectId !== null) {
    assertSection(place.context, "projectAssets", pool.projectId);
  }
  return pool;
}

const record = (tx: Executor, place: SettingsPlace, subjectId: string, summary: string) =>
  recordSettingsActivity(tx, place, { kind: "AssetSaved", subjectId, summary });

export async function listAssets(db: Database, place: SettingsPlace): Promise<Asset[]> {
  return place.level === "tenant"
    ? listTenantAssets(db, place.context.tenantId)
    : listProjectAssets(db, place.scope.tenantId, place.scope.projectId);
}

/** From a project the pool is always that project's; the company settings add tenant-wide pools. */
export async function createAsset(db: Database, place: SettingsPlace, body: AssetBody): Promise<Asset> {
  if (place.level === "tenant" && body.projectId !== null)
    throw badRequest(projectPoolFromTenantTitle, { projectId: [projectPoolFromTenantTitle] });
  return db.transaction(async (tx) => {
    const row = await insertAsset(tx, tenantIdOf(place), projectIdOf(place), valuesOf(body));
    await record(tx, place, row.id, `Added asset “${row.name}”`);
    return assetWithUsedBy(tx, row.tenantId, row);
  });
}

/**
 * A pool keeps its project: a body naming another project is refused, one without a project
 * (the contract's default) leaves it as it is; from a project the path decides anyway. A smaller
 * quantity must still cover every use from now on.
 */
export async function updateAsset(
  db: Database,
  place: SettingsPlace,
  id: string,
  body: AssetBody,
): Promise<Asset> {
  return db.transaction(async (tx) => {
    const pool = await openPool(tx, place, id);
    if (body.projectId !== null && body.projectId !== pool.projectId && place.level === "tenant")
      throw badRequest(poolStaysInProjectTitle, { projectId: [poolStaysInProjectTitle] });
    if (body.quantity < pool.quantity) await assertQuantityCoversUse(tx, pool, body.quantity);
    const row = await updateAssetRow(tx, pool.tenantId, pool.id, valuesOf(body));
    if (!row) throw notFound(assetNotFoundTitle);
    await record(tx, place, row.id, `Changed asset “${row.name}”`);
    return assetWithUsedBy(tx, row.tenantId, row);
  });
}

/** Only a pool nothing points at any more can go; bookings keep theirs for the record. */
export async function deleteAsset(db: Database, place: SettingsPlace, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const pool = await openPool(tx, place, id);
    const references = await assetReferences(tx, pool.tenantId, pool.id);
    if (references.experiences > 0) throw conflict(usedByExperiencesTitle);
    if (references.schedules > 0) throw conflict(usedBySchedulesTitle);
    if (references.bookings > 0) throw conflict(hasBookingsTitle);
    if (!(await deleteAssetRow(tx, pool.tenantId, pool.id))) throw notFound(assetNotFoundTitle);
    await record(tx, place, pool.id, `Deleted asset “${pool.name}”`);
  });
}
