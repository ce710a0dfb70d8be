import type { ChangePasswordBody } from "@stund/shared/contracts/account-security";
import type { Database } from "../../../db/database";
import type { SessionUser } from "../../../http/app-types";
import { unauthenticated } from "../../../http/errors";
import { assertOwnPassword } from "./password-check";
import { hashPassword } from "./password.service";
import { setPasswordHash } from "./password-reset.repository";
import { deleteOtherUserSessions } from "./session.repository";
import { findAccount } from "./account.repository";

/**
 * A new password for the signed-in person, who types the current one: every other session of
 * the account ends (a device that may have learnt the old password is signed out), this one stays.
 */
export async function changePassword(
  db: Database,
  user: SessionUser,
  body: ChangePasswordBody,
  ip: string,
): Promise<void> {
  const account = await findAccount(db, user.id);
  if (!account) throw unauthenticated();
  await assertOwnPassword(db, account, body.currentPassword, ip, "currentPassword");
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    if (!(await setPasswordHash(tx, user.id, passwordHash))) throw unauthenticated();
    await deleteOtherUserSessions(tx, user.id, user.sessionTokenHash);
  });
}
