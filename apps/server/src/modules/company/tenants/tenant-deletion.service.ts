import type { Database } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import { badRequest } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import { assertOwner } from "../../access/access/tenant-membership.hooks";
import { deleteTenantAndFiles, listMemberIds, markDeleted } from "./tenant.repository";

export const identifierMismatchTitle = "The identifier does not match this company";

function notifyMembers(hubs: Hubs, memberIds: string[]): void {
  for (const userId of memberIds) hubs.userUpdated(userId);
}

/** Hides the company from its members; a Super Admin can still see it. */
export async function deleteTenant(db: Database, hubs: Hubs, context: TenantContext): Promise<void> {
  assertOwner(context);
  await markDeleted(db, context.tenantId);
  notifyMembers(hubs, await listMemberIds(db, context.tenantId));
}

/** Removes the company and everything it owns; the identifier must be typed again as confirmation. */
export async function deleteTenantPermanently(
  db: Database,
  hubs: Hubs,
  context: TenantContext,
  confirmation: string,
): Promise<void> {
  assertOwner(context);
  if (confirmation !== context.tenantIdentifier)
    throw badRequest(identifierMismatchTitle, { identifier: [identifierMismatchTitle] });
  const memberIds = await db.transaction(async (tx) => {
    const ids = await listMemberIds(tx, context.tenantId);
    await deleteTenantAndFiles(tx, context.tenantId);
    return ids;
  });
  notifyMembers(hubs, memberIds);
}
