import { mayGrantAll, type InvitedRoles } from "@stund/shared/access/invitation-rules";
import type { z } from "zod";
import {
  normaliseInvitedEmail,
  type InviteAnswer,
  type inviteBodySchema,
} from "@stund/shared/contracts/invitations";
import type { Database, Executor } from "../../../db/database";
import type { InvitedProjectRole } from "./invitation.repository";
import type { TenantContext } from "../../../http/app-types";
import { notAuthorized } from "../../../http/errors";
import { projectNotFound } from "../../access/access/project-access.hooks";
import { recordAudit } from "../../access/audit/audit.service";
import { assertWithinLimit } from "../../platform-billing/plans/plan-limits.service";
import {
  countStaffSeats,
  dayMs,
  invitingCompany,
  newInvitationToken,
  sendInvitation,
  type InvitingCaller,
} from "./invitation-sending";
import {
  insertInvitation,
  liveProjectIds,
  memberEmails,
  openInvitationsTo,
  revokeInvitations,
} from "./invitation.repository";

type InviteBody = z.output<typeof inviteBodySchema>;
type Result = InviteAnswer["results"][number];

/** The asked-for roles, each once, in live projects of the company, all of them the caller's to grant. */
async function checkedRoles(db: Executor, context: TenantContext, body: InviteBody): Promise<InvitedRoles> {
  const byKey = new Map<string, InvitedProjectRole>();
  for (const { projectId, role } of body.projectRoles) byKey.set(`${projectId}:${role}`, { projectId, role });
  const projectRoles = [...byKey.values()];
  const asked = [...new Set(projectRoles.map((entry) => entry.projectId))];
  const live = await liveProjectIds(db, context.tenantId, asked);
  if (asked.some((projectId) => !live.has(projectId))) throw projectNotFound();
  const roles = { tenantRole: body.tenantRole ?? null, projectRoles };
  if (!mayGrantAll(context.subject, roles)) throw notAuthorized();
  return roles;
}

/** Each address as given: not an address, a repeat of an earlier one, or one to look at. */
function readAddresses(emails: readonly string[]) {
  const seen = new Set<string>();
  return emails.map((raw) => {
    const email = normaliseInvitedEmail(raw);
    if (!email) return { email: raw.trim(), result: "InvalidEmail" as const };
    if (seen.has(email)) return { email, result: "Duplicate" as const };
    seen.add(email);
    return { email, result: undefined };
  });
}

/**
 * Invites each address of the list. Invalid and repeated addresses, members and addresses with a
 * usable invitation are answered per address and skipped; an expired invitation to an address
 * gives way to the new one. All in one transaction with the company's row locked, so the plan's
 * staff-member limit holds against concurrent invites; when the new addresses do not fit,
 * nothing is written.
 */
export async function inviteStaff(
  db: Database,
  caller: InvitingCaller,
  body: InviteBody,
): Promise<InviteAnswer> {
  const { context, user } = caller;
  const tenantId = context.tenantId;
  const roles = await checkedRoles(db, context, body);
  const company = await invitingCompany(db, tenantId);
  const addresses = readAddresses(body.emails);
  const candidates = addresses.filter((entry) => entry.result === undefined).map((entry) => entry.email);

  return db.transaction(async (tx) => {
    const now = new Date();
    /** Who of the candidates is a member, has a usable invitation, or is to be invited now. */
    const classify = async () => {
      const members = await memberEmails(tx, tenantId, candidates);
      const open = await openInvitationsTo(tx, tenantId, candidates);
      const usable = new Set(open.filter((row) => row.expiresAt > now).map((row) => row.email));
      const fresh = candidates.filter((email) => !members.has(email) && !usable.has(email));
      return { members, open, usable, fresh };
    };
    // The company's row is locked before anything is read, so a concurrent invite waits here and
    // then sees this one's rows: at the last free seat only one gets through.
    if (candidates.length > 0)
      await assertWithinLimit(tx, tenantId, "staffMembers", async () => {
        const { fresh } = await classify();
        // The helper adds one to the count: with nobody new, -1 never reaches the limit.
        return fresh.length === 0 ? -1 : (await countStaffSeats(tx, tenantId, now)) + fresh.length - 1;
      });
    const { members, open, usable, fresh } = await classify();
    const replaced = open.filter((row) => fresh.includes(row.email)).map((row) => row.id);
    await revokeInvitations(tx, tenantId, replaced, now);

    const invited = new Map<string, string>();
    for (const email of fresh) {
      const { token, tokenHash } = newInvitationToken();
      const row = await insertInvitation(tx, tenantId, {
        tokenHash,
        email,
        ...roles,
        message: body.message,
        language: body.language,
        invitedBy: user.id,
        invitedByName: user.name,
        expiresAt: new Date(now.getTime() + body.expiresInDays * dayMs),
        now,
      });
      await sendInvitation(tx, { row, company, token, caller }, now);
      await recordAudit(tx, tenantId, user, {
        area: "Access",
        action: "InvitationSent",
        subjectType: "Invitation",
        subjectId: row.id,
        subjectLabel: email,
        after: { email, ...roles, expiresAt: row.expiresAt },
      });
      invited.set(email, row.id);
    }

    const results = addresses.map((entry): Result => {
      if (entry.result) return { email: entry.email, result: entry.result };
      if (members.has(entry.email)) return { email: entry.email, result: "AlreadyMember" };
      if (usable.has(entry.email)) return { email: entry.email, result: "AlreadyInvited" };
      return { email: entry.email, result: "Invited", invitationId: invited.get(entry.email) };
    });
    return { results };
  });
}
