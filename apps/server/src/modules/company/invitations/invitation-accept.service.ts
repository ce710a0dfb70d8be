import type { AcceptInvitationBody, PublicInvitation } from "@stund/shared/contracts/invitations";
import { validationMessages } from "@stund/shared/contracts/validation-messages";
import type { Language, TenantRole } from "@stund/shared/enums";
import type { Database } from "../../../db/database";
import type { SessionUser } from "../../../http/app-types";
import { AppError, badRequest, conflict, notFound } from "../../../http/errors";
import { errorCodes } from "@stund/shared/contracts/problem";
import { fileUrl } from "../../../files/file-url";
import { recordAudit } from "../../access/audit/audit.service";
import { signUp } from "../auth/auth.service";
import { hashToken } from "../auth/session.service";
import { invitationNotFoundTitle } from "./invitation-sending";
import { namedProjectRoles, statusOf } from "./invitation-view";
import {
  accountExists,
  findCompany,
  findInvitationByTokenHash,
  grantRoles,
  liveProjectIds,
  markAccepted,
  type InvitationRow,
} from "./invitation.repository";

export const invitationExpiredTitle = "This invitation has expired";
export const invitationRevokedTitle = "This invitation has been revoked";
export const invitationUsedTitle = "This invitation has already been used";
export const otherEmailTitle = "This invitation was sent to another email address";
export const signInToAcceptTitle = "Sign in to accept this invitation";
export const needNameAndPasswordTitle = "Enter your name and a password to create your account";

/** The invitation of a link, with its company; a link of a deleted company leads nowhere. */
async function invitationOfToken(db: Database, token: string) {
  const row = await findInvitationByTokenHash(db, hashToken(token));
  const company = row && (await findCompany(db, row.tenantId));
  if (!row || !company) throw notFound(invitationNotFoundTitle);
  return { row, company };
}

/** What the invitation page shows: the company, who invited, the roles, and where the link stands. */
export async function describeInvitation(db: Database, token: string): Promise<PublicInvitation> {
  const { row, company } = await invitationOfToken(db, token);
  const named = await namedProjectRoles(db, row.tenantId, [row]);
  return {
    status: statusOf(row, new Date()),
    company: {
      name: company.settings.publicName?.trim() || company.name,
      identifier: company.identifier,
      logo: fileUrl(company.logoKey),
    },
    invitedByName: row.invitedByName,
    email: row.email,
    tenantRole: row.tenantRole as TenantRole | null,
    projectRoles: named(row),
    message: row.message,
    language: (row.language === "IS" ? "IS" : "EN") as Language,
    expiresAt: row.expiresAt.toISOString(),
    accountExists: await accountExists(db, row.email),
  };
}

/** Why an invitation that is not open cannot be accepted by `userId` (undefined: it is theirs already). */
function refusalOf(row: InvitationRow, userId: string | undefined, now: Date): AppError | undefined {
  if (row.acceptedAt) return row.acceptedBy === userId ? undefined : conflict(invitationUsedTitle);
  if (row.revokedAt) return new AppError(410, invitationRevokedTitle);
  if (statusOf(row, now) === "Expired") return new AppError(410, invitationExpiredTitle);
  return undefined;
}

/**
 * The person accepting: the signed-in user when the invitation is theirs; or, signed out, a new
 * account for the invited address made from the name and password given (it is signed in after).
 */
async function accepter(
  db: Database,
  row: InvitationRow,
  user: SessionUser | null,
  body: AcceptInvitationBody,
): Promise<{ id: string; name: string; isNew: boolean }> {
  if (user) {
    if (user.email !== row.email)
      throw new AppError(403, otherEmailTitle, { errorCode: errorCodes.notAuthorized });
    return { id: user.id, name: user.name, isNew: false };
  }
  if (await accountExists(db, row.email))
    throw new AppError(401, signInToAcceptTitle, { errorCode: errorCodes.unauthenticated });
  if (!body?.name || !body.password) {
    const missing: Record<string, string[]> = {};
    if (!body?.name) missing.name = [validationMessages.required];
    if (!body?.password) missing.password = [validationMessages.required];
    throw badRequest(needNameAndPasswordTitle, missing);
  }
  const { id } = await signUp(db, { email: row.email, name: body.name, password: body.password });
  return { id, name: body.name, isNew: true };
}

/**
 * Accepts the invitation of a link: grants its roles (those held already stay) and marks it
 * used with a conditional update, so of two accepts at once only one wins; the same person
 * accepting again (a double click, a second tab) is answered the same. `startSession` signs in a
 * person whose account was made here.
 */
export async function acceptInvitation(
  db: Database,
  input: {
    token: string;
    user: SessionUser | null;
    body: AcceptInvitationBody;
    startSession: (userId: string) => Promise<void>;
    onAccepted: (userId: string) => void;
  },
): Promise<{ tenant: string }> {
  const { row, company } = await invitationOfToken(db, input.token);
  const answer = { tenant: company.identifier };
  const before = refusalOf(row, input.user?.id, new Date());
  if (before) throw before;
  if (row.acceptedAt) return answer;
  const person = await accepter(db, row, input.user, input.body);
  if (person.isNew) await input.startSession(person.id);

  const accepted = await db.transaction(async (tx) => {
    const marked = await markAccepted(tx, row.id, person.id, new Date());
    if (!marked) return false;
    const live = await liveProjectIds(
      tx,
      row.tenantId,
      row.projectRoles.map((entry) => entry.projectId),
    );
    const projectRoles = row.projectRoles.filter((entry) => live.has(entry.projectId));
    await grantRoles(tx, row.tenantId, person.id, { tenantRole: row.tenantRole, projectRoles });
    await recordAudit(tx, row.tenantId, person, {
      area: "Access",
      action: "InvitationAccepted",
      subjectType: "Invitation",
      subjectId: row.id,
      subjectLabel: row.email,
      after: { userId: person.id, tenantRole: row.tenantRole, projectRoles },
    });
    return true;
  });
  if (!accepted) {
    // Another request got there first (the same person's is answered as their own), or the link
    // ran out between the two reads.
    const latest = await findInvitationByTokenHash(db, hashToken(input.token));
    if (latest?.acceptedAt && latest.acceptedBy === person.id) return answer;
    throw (latest && refusalOf(latest, person.id, new Date())) ?? new AppError(410, invitationExpiredTitle);
  }
  input.onAccepted(person.id);
  return answer;
}
