import { mayGrantAll } from "@stund/shared/access/invitation-rules";
import { randomBytes } from "node:crypto";
import type { Executor } from "../../../db/database";
import type { SessionUser, TenantContext } from "../../../http/app-types";
import { notAuthorized, notFound } from "../../../http/errors";
import { hashToken } from "../auth/session.service";
import { countStaffMembers } from "../staff/staff.service";
import { invitationLink, queueInvitationEmail, type InvitingCompany } from "./invitation-email";
import { namedProjectRoles } from "./invitation-view";
import {
  countOpenInvitations,
  findCompany,
  findOpenInvitation,
  type InvitationRow,
} from "./invitation.repository";

export const invitationNotFoundTitle = "Invitation not found";
export const dayMs = 24 * 60 * 60 * 1000;

/** Who is inviting, from where: the link is built on the origin the request came to. */
export interface InvitingCaller {
  context: TenantContext;
  user: SessionUser;
  origin: string;
}

/** 32 random bytes for the link; only their SHA-256 is kept. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashToken(token) };
}

/** What the plan's staff-member limit counts: people with a role, and invitations still usable. */
export async function countStaffSeats(tx: Executor, tenantId: string, now: Date): Promise<number> {
  return (await countStaffMembers(tx, tenantId)) + (await countOpenInvitations(tx, tenantId, now));
}

/** The company as its emails name it. */
export async function invitingCompany(db: Executor, tenantId: string): Promise<InvitingCompany> {
  const row = await findCompany(db, tenantId);
  if (!row) throw notFound("Tenant not found");
  const name = row.settings.publicName?.trim() || row.name;
  return {
    id: row.id,
    identifier: row.identifier,
    name,
    fromName: row.settings.emailSenderName?.trim() || name,
    timeZone: row.settings.timeZone || "Atlantic/Reykjavik",
  };
}

/** Writes the email of a new or renewed invitation, with the link its token opens. */
export async function sendInvitation(
  tx: Executor,
  input: { row: InvitationRow; company: InvitingCompany; token: string; caller: InvitingCaller },
  now: Date,
): Promise<void> {
  const named = await namedProjectRoles(tx, input.company.id, [input.row]);
  await queueInvitationEmail(
    tx,
    {
      row: input.row,
      company: input.company,
      projectRoles: named(input.row),
      link: invitationLink(input.caller.origin, input.company.identifier, input.token),
      inviterEmail: input.caller.user.email,
    },
    now,
  );
}

/** An open invitation of the company whose every role the caller may grant; 404 or 403 otherwise. */
export async function openInvitationFor(
  db: Executor,
  context: TenantContext,
  id: string,
): Promise<InvitationRow> {
  const row = await findOpenInvitation(db, context.tenantId, id);
  if (!row) throw notFound(invitationNotFoundTitle);
  if (!mayGrantAll(context.subject, row)) throw notAuthorized();
  return row;
}
