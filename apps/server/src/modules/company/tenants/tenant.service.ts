import {
  defaultTenantSettings,
  emptyCompanyInfo,
  type CreateTenantBody,
  type Tenant,
} from "@stund/shared/contracts/tenants";
import { normaliseIdentifier, reservedTenantIdentifiers } from "@stund/shared/identifier";
import type { Database } from "../../../db/database";
import type { SessionUser, TenantContext } from "../../../http/app-types";
import { badRequest, conflict, notFound } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import { loadTenantContext } from "../../access/access/tenant-access.hooks";
import { startTrial } from "../../platform-billing/subscriptions/subscription.service";
import { assertOwner } from "../../access/access/tenant-membership.hooks";
import { toTenantResponse } from "./tenant-response";
import {
  findTenantById,
  findTenantByIdOrIdentifier,
  identifierTaken,
  insertTenant,
  insertTenantMember,
  listAllTenants,
  listTenantsOfUser,
  markActivated,
  type TenantRow,
} from "./tenant.repository";

export const identifierTakenTitle = (identifier: string) =>
  `A company with the identifier ${identifier} already exists`;

function checkedIdentifier(raw: string): string {
  const identifier = normaliseIdentifier(raw);
  if (!/[\p{L}\p{N}]/u.test(identifier)) {
    const title = "The identifier must contain at least one letter or digit";
    throw badRequest(title, { identifier: [title] });
  }
  if (reservedTenantIdentifiers.has(identifier)) {
    const title = `The identifier ${identifier} is reserved, please choose another one`;
    throw badRequest(title, { identifier: [title] });
  }
  return identifier;
}

/** The creator becomes Owner; the company starts on a trial with default settings. */
export async function createTenant(
  db: Database,
  hubs: Hubs,
  userId: string,
  body: CreateTenantBody,
): Promise<Tenant> {
  const identifier = checkedIdentifier(body.identifier);
  const takenTitle = identifierTakenTitle(identifier);
  if (await identifierTaken(db, identifier)) throw conflict(takenTitle, { identifier: [takenTitle] });
  const created = await db.transaction(async (tx) => {
    const row = await insertTenant(tx, {
      identifier,
      name: body.name.trim(),
      companyInfo: { ...emptyCompanyInfo, ...body.companyInfo },
      billingInfo: { companySsn: "", countryCode: "IS", email: "" },
      settings: defaultTenantSettings,
    });
    // Two creations racing for one identifier: the unique index lets one through.
    if (!row) throw conflict(takenTitle, { identifier: [takenTitle] });
    await insertTenantMember(tx, { tenantId: row.id, userId, role: "Owner" });
    await startTrial(tx, row.id);
    return row;
  });
  hubs.userUpdated(userId);
  return toTenantResponse(created);
}

/** The caller's companies; a Super Admin sees every company, deleted ones included. */
export async function listTenants(db: Database, user: SessionUser): Promise<Tenant[]> {
  const rows = user.isSuperAdmin ? await listAllTenants(db) : await listTenantsOfUser(db, user.id);
  return rows.map(toTenantResponse);
}

/** Found by uuid or identifier; strangers get the same 404 as for a company that does not exist. */
export async function getTenant(db: Database, user: SessionUser, key: string): Promise<Tenant> {
  const row = await findTenantByIdOrIdentifier(db, key);
  if (!row) throw notFound("Tenant not found");
  await loadTenantContext(db, user, row.identifier);
  return toTenantResponse(row);
}

export async function getCurrentTenant(db: Database, context: TenantContext): Promise<Tenant> {
  return toTenantResponse(await existingTenant(db, context.tenantId));
}

/** Finishes onboarding: the company is shown as active from now on. */
export async function activateTenant(db: Database, user: SessionUser, identifier: string): Promise<Tenant> {
  const context = await loadTenantContext(db, user, identifier);
  assertOwner(context);
  const row = await markActivated(db, context.tenantId);
  if (!row) throw notFound("Tenant not found");
  return toTenantResponse(row);
}

export async function existingTenant(db: Database, tenantId: string): Promise<TenantRow> {
  const row = await findTenantById(db, tenantId);
  if (!row) throw notFound("Tenant not found");
  return row;
}
