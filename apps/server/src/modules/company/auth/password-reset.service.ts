import { randomBytes } from "node:crypto";
import type { ForgotPasswordBody, ResetPasswordBody } from "@stund/shared/contracts/account-security";
import type { Database } from "../../../db/database";
import { badRequest } from "../../../http/errors";
import { hashPassword } from "./password.service";
import { queuePasswordResetEmail } from "./password-reset-email";
import {
  endUnusedResetTokens,
  findResetAccount,
  insertResetToken,
  isResetTokenUsable,
  setPasswordHash,
  useResetToken,
} from "./password-reset.repository";
import { deleteUserSessions } from "./session.repository";
import { hashToken } from "./session.service";

export const resetLinkLifetimeMs = 60 * 60 * 1000;
/**
 * Links sent to one account within the lifetime of a link, counted in the database so that it
 * holds across server processes; past it a request is answered as always but sends nothing, so
 * the answer says nothing of the account and its inbox is not flooded. Earlier links stay good
 * until one of them is used or they expire.
 */
export const maxLinksPerAccount = 5;
export const invalidResetLinkTitle = "This password reset link is invalid or has expired";

/**
 * Sends a reset link to the account of the address, if there is one. The caller answers the same
 * either way; the same reads and the same token work are done either way too, so the time taken
 * hardly differs.
 */
export async function requestPasswordReset(
  db: Database,
  body: ForgotPasswordBody,
  origin: string,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const link = `${origin}/reset-password?token=${token}`;
  await db.transaction(async (tx) => {
    const account = await findResetAccount(tx, body.email, new Date(now.getTime() - resetLinkLifetimeMs));
    if (!account || account.recentLinks >= maxLinksPerAccount) return;
    await insertResetToken(tx, {
      tokenHash,
      userId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + resetLinkLifetimeMs),
    });
    await queuePasswordResetEmail(tx, { ...account, language: body.language ?? account.language }, link, now);
  });
}

/**
 * Sets a new password with a reset link: the link works once (two requests racing with it let one
 * through), the account's other links end with it, and so does every session of the account.
 * Nobody is signed in: the person signs in with the new password, and a second factor if set.
 */
export async function resetPassword(
  db: Database,
  body: ResetPasswordBody,
  now = new Date(),
): Promise<{ userId: string }> {
  const tokenHash = hashToken(body.token);
  // A bad link is refused before the slow hashing of the password.
  if (!(await isResetTokenUsable(db, tokenHash, now))) throw badRequest(invalidResetLinkTitle);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const used = await useResetToken(tx, tokenHash, now);
    if (!used || !(await setPasswordHash(tx, used.userId, passwordHash)))
      throw badRequest(invalidResetLinkTitle);
    await endUnusedResetTokens(tx, used.userId, now);
    await deleteUserSessions(tx, used.userId);
    return { userId: used.userId };
  });
}
