import { errorCodes } from "@stund/shared/contracts/problem";
import type { TenantRole } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import { AppError, badRequest } from "../../../http/errors";
import type { Hubs } from "../../../realtime/hubs";
import { recordAudit } from "../../access/audit/audit.service";
import { listOwnerIds, setTenantRoles } from "./staff-roles.repository";
import { lockStaff } from "./staff-roles.service";
import { requireStaffPerson, type StaffCaller } from "./staff.service";

const onlyOwnerTitle = "Only an Owner can transfer ownership of the company";
const toYourselfTitle = "Choose another person: you already own the company";

/** Owners who step down keep running the company as its administrators. */
const steppedDown: TenantRole[] = ["ApplicationAdministrator"];

/**
 * Makes a person of the company's staff its Owner. The calling Owner becomes an Application
 * Administrator; a Super Admin's transfer makes every other Owner one. One audit entry; every
 * person whose roles changed has their console reload its rights.
 */
export async function transferOwnership(
  db: Database,
  hubs: Hubs,
  caller: StaffCaller,
  userId: string,
): Promise<void> {
  const { subject, tenantId } = caller.context;
  const isOwner = subject.tenantRoles.includes("Owner");
  if (!isOwner && !subject.isSuperAdmin)
    throw new AppError(403, onlyOwnerTitle, { errorCode: errorCodes.notAuthorized });
  if (userId === caller.user.id && isOwner) throw badRequest(toYourselfTitle, { userId: [toYourselfTitle] });
  const changed = await db.transaction(async (tx) => {
    await lockStaff(tx, tenantId);
    const target = await requireStaffPerson(tx, tenantId, userId);
    const ownersBefore = await listOwnerIds(tx, tenantId);
    const stepping = isOwner ? [caller.user.id] : ownersBefore.filter((id) => id !== userId);
    await setTenantRoles(tx, tenantId, userId, ["Owner"]);
    for (const id of stepping) await setTenantRoles(tx, tenantId, id, steppedDown);
    const ownersAfter = [userId, ...ownersBefore.filter((id) => id !== userId && !stepping.includes(id))];
    await recordAudit(tx, tenantId, caller.user, {
      area: "Access",
      action: "OwnershipTransferred",
      subjectType: "User",
      subjectId: userId,
      subjectLabel: target.email,
      before: { owners: ownersBefore, tenantRoles: target.tenantRoles },
      after: { owners: ownersAfter, steppedDown: stepping },
    });
    return [userId, ...stepping];
  });
  for (const id of changed) hubs.userUpdated(id);
}
