import type { BillingInfo, Tenant, TenantSettings, UpdateTenantBody } from "@stund/shared/contracts/tenants";
import type { Database } from "../../../db/database";
import { deleteFile, insertFile } from "../../../files/file.repository";
import { notFound } from "../../../http/errors";
import { toTenantResponse } from "./tenant-response";
import { existingTenant } from "./tenant.service";
import { lockTenantLogo, setTenantLogo, updateTenantFields, type TenantRow } from "./tenant.repository";

function found(row: TenantRow | undefined): Tenant {
  if (!row) throw notFound("Tenant not found");
  return toTenantResponse(row);
}

export async function updateCompanyInformation(
  db: Database,
  tenantId: string,
  body: UpdateTenantBody,
): Promise<Tenant> {
  return found(await updateTenantFields(db, tenantId, { name: body.name, companyInfo: body.companyInfo }));
}

export async function updateSettings(
  db: Database,
  tenantId: string,
  settings: TenantSettings,
): Promise<Tenant> {
  return found(await updateTenantFields(db, tenantId, { settings }));
}

export async function updateBillingInfo(
  db: Database,
  tenantId: string,
  billingInfo: BillingInfo,
): Promise<Tenant> {
  return found(await updateTenantFields(db, tenantId, { billingInfo }));
}

/** The new logo replaces the old one, whose file is removed in the same transaction. */
export async function replaceLogo(
  db: Database,
  tenantId: string,
  image: { bytes: Buffer; contentType: string },
): Promise<Tenant> {
  await db.transaction(async (tx) => {
    const previous = await lockTenantLogo(tx, tenantId);
    const key = await insertFile(tx, { tenantId, ...image });
    await setTenantLogo(tx, tenantId, key);
    if (previous) await deleteFile(tx, previous);
  });
  return toTenantResponse(await existingTenant(db, tenantId));
}

export async function removeLogo(db: Database, tenantId: string): Promise<Tenant> {
  await db.transaction(async (tx) => {
    const previous = await lockTenantLogo(tx, tenantId);
    if (!previous) return;
    await setTenantLogo(tx, tenantId, null);
    await deleteFile(tx, previous);
  });
  return toTenantResponse(await existingTenant(db, tenantId));
}
