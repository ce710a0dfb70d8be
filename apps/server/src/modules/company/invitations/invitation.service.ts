import { mayListInvitations } from "@stund/shared/access/invitation-rules";
import type { Invitation } from "@stund/shared/contracts/invitations";
import type { Database } from "../../../db/database";
import type { TenantContext } from "../../../http/app-types";
import { notAuthorized, notFound } from "../../../http/errors";
import { projectNotFound } from "../../access/access/project-access.hooks";
import { recordAudit } from "../../access/audit/audit.service";
import { assertWithinLimit } from "../../platform-billing/plans/plan-limits.service";
import {
  countStaffSeats,
  dayMs,
  invitationNotFoundTitle,
  invitingCompany,
  newInvitationToken,
  openInvitationFor,
  sendInvitation,
  type InvitingCaller,
} from "./invitation-sending";
import { namedProjectRoles, statusOf, toInvitation } from "./invitation-view";
import {
  listOpenInvitations,
  liveProjectIds,
  renewInvitation,
  revokeInvitations,
} from "./invitation.repository";

/** The company's open invitations, or those granting a role in one project, newest first. */
export async function listInvitations(
  db: Database,
  context: TenantContext,
  projectId?: string,
): Promise<Invitation[]> {
  if (projectId && (await liveProjectIds(db, context.tenantId, [projectId])).size === 0)
    throw projectNotFound();
  if (!mayListInvitations(context.subject, projectId)) throw notAuthorized();
  const rows = await listOpenInvitations(db, context.tenantId, projectId);
  const named = await namedProjectRoles(db, context.tenantId, rows);
  const now = new Date();
  return rows.map((row) => toInvitation(row, named(row), now));
}

/**
 * Sends the invitation again with a new link (the old one stops working), valid as long as the
 * first one was. An expired invitation takes a seat again, so the plan's limit is checked then.
 */
export async function resendInvitation(
  db: Database,
  caller: InvitingCaller,
  id: string,
): Promise<Invitation> {
  const { context, user } = caller;
  const tenantId = context.tenantId;
  const found = await openInvitationFor(db, context, id);
  const company = await invitingCompany(db, tenantId);
  return db.transaction(async (tx) => {
    const now = new Date();
    if (statusOf(found, now) === "Expired")
      await assertWithinLimit(tx, tenantId, "staffMembers", () => countStaffSeats(tx, tenantId, now));
    const validFor = Math.max(dayMs, found.expiresAt.getTime() - found.lastSentAt.getTime());
    const { token, tokenHash } = newInvitationToken();
    const row = await renewInvitation(tx, tenantId, id, {
      tokenHash,
      expiresAt: new Date(now.getTime() + validFor),
      now,
    });
    if (!row) throw notFound(invitationNotFoundTitle);
    await sendInvitation(tx, { row, company, token, caller }, now);
    await recordAudit(tx, tenantId, user, {
      area: "Access",
      action: "InvitationResent",
      subjectType: "Invitation",
      subjectId: row.id,
      subjectLabel: row.email,
      before: { expiresAt: found.expiresAt, sendCount: found.sendCount },
      after: { expiresAt: row.expiresAt, sendCount: row.sendCount },
    });
    const named = await namedProjectRoles(tx, tenantId, [row]);
    return toInvitation(row, named(row), now);
  });
}

/** Revokes an open invitation: its link stops working. */
export async function revokeInvitation(db: Database, caller: InvitingCaller, id: string): Promise<void> {
  const { context, user } = caller;
  const found = await openInvitationFor(db, context, id);
  await db.transaction(async (tx) => {
    const [revoked] = await revokeInvitations(tx, context.tenantId, [found.id], new Date());
    if (!revoked) throw notFound(invitationNotFoundTitle);
    await recordAudit(tx, context.tenantId, user, {
      area: "Access",
      action: "InvitationRevoked",
      subjectType: "Invitation",
      subjectId: found.id,
      subjectLabel: found.email,
      before: { email: found.email, tenantRole: found.tenantRole, projectRoles: found.projectRoles },
    });
  });
}
