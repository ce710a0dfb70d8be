import type {
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from "@stund/shared/contracts/account-security";
import type { Database } from "../../../db/database";
import type { SessionUser } from "../../../http/app-types";
import { badRequest, conflict, unauthenticated } from "../../../http/errors";
import { assertOwnPassword } from "./password-check";
import { newRecoveryCodes } from "./recovery-codes";
import { spendTotpCode, wrongCodeTitle } from "./second-factor";
import { newTotpSecret, qrCodeImage, totpUri } from "./totp";
import {
  anyCompanyRequiresTwoFactor,
  clearTwoFactor,
  confirmPendingSecret,
  countRecoveryCodesLeft,
  replaceRecoveryCodes,
  setPendingSecret,
} from "./two-factor.repository";
import { findAccount, type Account } from "./account.repository";

export const setUpFirstTitle = "Start the set-up of two-factor sign-in first";
export const notEnabledTitle = "Two-factor sign-in is not on";
export const requiredByCompanyTitle =
  "A company you work for requires two-factor sign-in, so it cannot be turned off";

async function accountOf(db: Database, user: SessionUser): Promise<Account> {
  const account = await findAccount(db, user.id);
  if (!account) throw unauthenticated();
  return account;
}

export async function twoFactorStatus(db: Database, user: SessionUser): Promise<TwoFactorStatus> {
  const account = await accountOf(db, user);
  return {
    enabled: account.totpSecret !== null,
    enabledAt: account.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: account.totpSecret ? await countRecoveryCodesLeft(db, user.id) : 0,
  };
}

/**
 * A new secret to scan, kept pending until a code of it is confirmed; an account that already
 * has two-factor keeps signing in with its current app until then (a new phone).
 */
export async function setUpTwoFactor(db: Database, user: SessionUser): Promise<TwoFactorSetup> {
  const account = await accountOf(db, user);
  const secret = newTotpSecret();
  await setPendingSecret(db, account.id, secret);
  const uri = totpUri(account.email, secret);
  return { secret, uri, qrCode: await qrCodeImage(uri) };
}

/** Confirms the pending secret with a code of it; the recovery codes are shown this once. */
export async function enableTwoFactor(db: Database, user: SessionUser, code: string): Promise<RecoveryCodes> {
  const account = await accountOf(db, user);
  const secret = account.totpPendingSecret;
  if (!secret) throw badRequest(setUpFirstTitle);
  const { codes, hashes } = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await spendTotpCode(tx, account.id, secret, code)))
      throw badRequest(wrongCodeTitle, { code: [wrongCodeTitle] });
    // A set-up started again in another tab meanwhile replaced the secret this code is of.
    if (!(await confirmPendingSecret(tx, account.id, secret, new Date()))) throw badRequest(setUpFirstTitle);
    await replaceRecoveryCodes(tx, account.id, hashes);
  });
  return { recoveryCodes: codes };
}

export async function disableTwoFactor(
  db: Database,
  user: SessionUser,
  password: string,
  ip: string,
): Promise<void> {
  const account = await accountOf(db, user);
  await assertOwnPassword(db, account, password, ip);
  if (!account.totpSecret) throw conflict(notEnabledTitle);
  if (await anyCompanyRequiresTwoFactor(db, account.id)) throw conflict(requiredByCompanyTitle);
  await db.transaction(async (tx) => clearTwoFactor(tx, account.id));
}

/** New recovery codes in place of the old, every one of which stops working. */
export async function regenerateRecoveryCodes(
  db: Database,
  user: SessionUser,
  password: string,
  ip: string,
): Promise<RecoveryCodes> {
  const account = await accountOf(db, user);
  await assertOwnPassword(db, account, password, ip);
  if (!account.totpSecret) throw conflict(notEnabledTitle);
  const { codes, hashes } = newRecoveryCodes();
  await db.transaction(async (tx) => replaceRecoveryCodes(tx, account.id, hashes));
  return { recoveryCodes: codes };
}
