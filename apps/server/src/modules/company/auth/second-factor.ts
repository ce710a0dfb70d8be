import type { Executor } from "../../../db/database";
import { hashRecoveryCode } from "./recovery-codes";
import { totpTimeStep } from "./totp";
import { lastSpentStep, spendStep, useRecoveryCode } from "./two-factor.repository";

export const wrongCodeTitle = "The code is not correct";

/**
 * Checks a code of the user's authenticator app against `secret` and spends it: a code is
 * accepted once, and never one of a time step at or before the last one used.
 */
export async function spendTotpCode(
  db: Executor,
  userId: string,
  secret: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const afterStep = await lastSpentStep(db, userId);
  const step = await totpTimeStep(secret, code, { afterStep, now });
  if (step === null) return false;
  return spendStep(db, userId, step);
}

/** Checks the user's code or recovery code (each once), whichever was given. */
export async function spendSecondFactor(
  db: Executor,
  user: { id: string; totpSecret: string },
  answer: { code?: string; recoveryCode?: string },
  now = new Date(),
): Promise<boolean> {
  if (answer.code !== undefined) return spendTotpCode(db, user.id, user.totpSecret, answer.code, now);
  if (answer.recoveryCode !== undefined)
    return useRecoveryCode(db, user.id, hashRecoveryCode(answer.recoveryCode), now);
  return false;
}
