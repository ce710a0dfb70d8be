import type {
  Invitation,
  InvitationProjectRole,
  InvitationStatus,
} from "@stund/shared/contracts/invitations";
import type { Language, ProjectRole, TenantRole } from "@stund/shared/enums";
import type { Executor } from "../../../db/database";
import { projectNames, type InvitationRow } from "./invitation.repository";

/** Where an invitation stands at `now`. */
export function statusOf(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return "Accepted";
  if (row.revokedAt) return "Revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "Expired" : "Pending";
}

/** Each project role of the invitations with its project's name, looked up once for all of them. */
export async function namedProjectRoles(
  db: Executor,
  tenantId: string,
  rows: InvitationRow[],
): Promise<(row: InvitationRow) => InvitationProjectRole[]> {
  const ids = [...new Set(rows.flatMap((row) => row.projectRoles.map((entry) => entry.projectId)))];
  const names = await projectNames(db, tenantId, ids);
  return (row) =>
    row.projectRoles.map((entry) => ({
      projectId: entry.projectId,
      projectName: names.get(entry.projectId) ?? "",
      role: entry.role as ProjectRole,
    }));
}

/** An open invitation as the pending list shows it. */
export function toInvitation(
  row: InvitationRow,
  projectRoles: InvitationProjectRole[],
  now: Date,
): Invitation {
  return {
    id: row.id,
    email: row.email,
    tenantRole: row.tenantRole as TenantRole | null,
    projectRoles,
    message: row.message,
    language: row.language as Language,
    invitedByName: row.invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastSentAt: row.lastSentAt.toISOString(),
    sendCount: row.sendCount,
    status: statusOf(row, now) === "Expired" ? "Expired" : "Pending",
  };
}
