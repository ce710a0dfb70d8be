import { randomBytes } from "node:crypto";
import type { TwoFactorSignInBody } from "@stund/shared/contracts/account-security";
import type { Database } from "../../../db/database";
import { AppError } from "../../../http/errors";
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from "./login-rate-limit";
import { spendSecondFactor, wrongCodeTitle } from "./second-factor";
import { hashToken } from "./session.service";
import { deleteChallenge, insertChallenge, takeChallengeAttempt } from "./sign-in-challenge.repository";
import { findAccount } from "./account.repository";

export const challengeLifetimeMs = 5 * 60 * 1000;
export const maxChallengeAttempts = 5;
export const challengeEndedTitle = "This sign-in has expired. Please sign in again.";

/** After the right password of an account with two-factor: a challenge instead of a session. */
export async function startChallenge(db: Database, userId: string, now = new Date()): Promise<string> {
  const challenge = randomBytes(32).toString("base64url");
  await insertChallenge(
    db,
    { tokenHash: hashToken(challenge), userId, expiresAt: new Date(now.getTime() + challengeLifetimeMs) },
    now,
  );
  return challenge;
}

/**
 * The second step: a code or a recovery code for the challenge. A wrong one counts against the
 * challenge (5 tries) and as a failed sign-in, under the same limits as wrong passwords; the
 * right one ends the challenge, so it gives one session only.
 */
export async function completeTwoFactorSignIn(
  db: Database,
  body: TwoFactorSignInBody,
  ip: string,
  now = new Date(),
): Promise<{ id: string }> {
  const tokenHash = hashToken(body.challenge);
  const attempt = await takeChallengeAttempt(db, tokenHash, maxChallengeAttempts, now);
  const user = attempt && (await findAccount(db, attempt.userId));
  if (!user?.totpSecret) throw new AppError(401, challengeEndedTitle);
  await assertLoginAllowed(db, user.email, ip, user.id, now);
  const totpSecret = user.totpSecret;
  const right = await db.transaction(async (tx) => {
    if (!(await spendSecondFactor(tx, { id: user.id, totpSecret }, body, now))) return false;
    // Another request answered this challenge meanwhile: the code is not spent on this one.
    if (!(await deleteChallenge(tx, tokenHash))) throw new AppError(401, challengeEndedTitle);
    return true;
  });
  if (!right) {
    await recordLoginFailure(db, user.email, ip, user, now);
    throw new AppError(401, wrongCodeTitle);
  }
  await recordLoginSuccess(db, user.email, ip, user.id);
  return { id: user.id };
}
